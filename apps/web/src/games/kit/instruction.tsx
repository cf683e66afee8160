import type { Game, Question } from '@bolajon/contract';
import { gameTypeFacts } from '@bolajon/contract/game-types';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SpeakerIcon } from '../../components/speaker-button';
import { playSpeech, useSoundStatus } from '../../lib/audio';
import { useDeviceSettings } from '../../lib/device-settings';
import type { SpeechItem } from './types';
import './instruction.css';

/**
 * What the child is asked to do in this game, in the interface language (issue 21): the pack's
 * instruction for that language with its sound, else the app's own words for the game type
 * (synthesised). In the Uzbek interface a pack's Russian instruction is not used: it is the
 * sentence a beginner cannot parse.
 */
export function gameInstruction(game: Game, uzbek: boolean, t: TFunction): SpeechItem | null {
  const text = (uzbek ? game.instructionUz : game.instruction)?.trim();
  if (text) {
    const audioUrl = uzbek ? game.instructionUzAudioUrl : game.instructionAudioUrl;
    return { text, audioUrl: audioUrl ?? null };
  }
  const slug = gameTypeFacts(game.type)?.slug;
  if (!slug) return null;
  const own = t(`games:instructions.${slug}`, { defaultValue: '' });
  return own ? { text: own, audioUrl: null } : null;
}

/**
 * The question as it is heard (issue 21): in the Uzbek interface, a question the pack gives in
 * Uzbek (`promptUz`, lessons 1–10's choice and listening games) is asked in Uzbek — instead of
 * its Russian text, or before what the type says itself (2.3's word to pick, which must stay
 * Russian). Otherwise what the type says (`spoken`).
 */
export function questionSounds(
  question: Question,
  spoken: SpeechItem | null,
  { uzbek, ownSpeech }: { uzbek: boolean; ownSpeech: boolean },
): SpeechItem[] {
  const prompt = uzbek ? question.promptUz?.trim() : undefined;
  if (!prompt) return spoken ? [spoken] : [];
  const uz = { text: prompt, audioUrl: question.promptUzAudioUrl ?? null };
  return ownSpeech && spoken ? [uz, spoken] : [uz];
}

/** The game's instruction, said again on a tap: its text for a grown-up, its sound for a child. */
export function InstructionButton({ instruction }: { instruction: SpeechItem }) {
  const { t } = useTranslation();
  const status = useSoundStatus(instruction);
  const { soundEnabled } = useDeviceSettings();
  return (
    <button
      type="button"
      className="game-instruction"
      aria-label={t('game.instruction', { text: instruction.text })}
      aria-busy={status === 'loading' || undefined}
      data-status={soundEnabled ? status : 'muted'}
      onClick={() => void playSpeech(instruction)}
    >
      <span className="game-instruction__icon" aria-hidden="true">
        <SpeakerIcon status={soundEnabled ? status : 'muted'} width={26} height={26} />
      </span>
      <span className="game-instruction__text">{instruction.text}</span>
    </button>
  );
}
