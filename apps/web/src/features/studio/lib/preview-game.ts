import {
  isGameType,
  placeDialogueLines,
  speechVoice,
  type Game,
  type Question,
  type TiedLine,
} from '@bolajon/contract';
import { sharedRecordings } from './recordings';

/**
 * A draft's game as the learner's game screens take it (issue 23's preview): what GET
 * /games/{id} and GET /questions/by-game/{id} would answer once the lesson is published. The
 * draft is the pack's lesson (`StudioDraftLesson`) with its media as `/media/...` URLs, so every
 * picture and video is used as it stands. Ids are made up, stable per position: the game is its
 * place in the lesson (from 1), a question `game × 1000 + place`, and each part of a question
 * `question × 100 + place` — a dialogue question without options keeps the API's holder variant,
 * the question's id negated (ADR 0026).
 *
 * A text is heard from its recording (`audio`, `instructionAudio`, `instructionUzAudio`,
 * `promptUzAudio`) when the draft has one, else from a recording of the same text elsewhere in
 * the lesson, as the published lesson will (`sharedRecordings`); otherwise its sound is null and
 * the player asks POST /audio, as for any text without a file. The duolingo words are left out: the pairs game sends
 * them to the server's check and shows nothing of them, and a draft's words have no ids to check.
 */
export interface PreviewGame {
  game: Game;
  questions: Question[];
}

export interface PreviewLessonRef {
  /** The published lesson's id; null for a lesson never published (its game's `lesson.id` is 0). */
  lessonId: number | null;
}

type Loose = Record<string, unknown>;

const record = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** A text as the importer stores it (trimmed), or null when there is none. */
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
/** A media URL as the draft holds it, or null. */
const url = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** The key a draft's game is known by: its own, or `game-<index>` while it has none. */
export function draftGameKey(game: unknown, index: number): string {
  return text(record(game).key) ?? `game-${index}`;
}

/** The game `gameKey` of a draft lesson, ready to play; null when there is no such game. */
export function previewGame(
  lessonData: Record<string, unknown>,
  gameKey: string,
  { lessonId }: PreviewLessonRef,
): PreviewGame | null {
  const lessonGames = list(lessonData.games);
  const index = lessonGames.findIndex((item, i) => draftGameKey(item, i) === gameKey);
  const source = record(lessonGames[index]);
  const type = text(source.type);
  if (index < 0 || !type || !isGameType(type)) return null;

  const gameId = index + 1;
  const heard = sharedRecordings(lessonData);
  /** An item's own recording, else the lesson's recording of its text (ru, or by its letters). */
  const sound = (own: unknown, said: string | null, voice = said ? speechVoice(said) : 'ru') =>
    url(own) ?? (said ? heard(voice, said) : null);
  const instruction = text(source.instruction);
  const instructionUz = text(source.instructionUz);
  const game: Game = {
    id: gameId,
    title: text(source.title) ?? '',
    titleUz: text(source.titleUz),
    type,
    instruction,
    instructionUz,
    instructionAudioUrl: instruction ? sound(source.instructionAudio, instruction) : null,
    instructionUzAudioUrl: instructionUz
      ? sound(source.instructionUzAudio, instructionUz, 'uz')
      : null,
    mainImage: url(source.mainImage) ?? '',
    videoFirst: url(source.videoFirst) ?? '',
    videoFirstPoster: url(source.videoFirstPoster) ?? '',
    videoFirstUz: url(source.videoFirstUz),
    videoFirstPosterUz: url(source.videoFirstPosterUz),
    videoLast: url(source.videoLast) ?? '',
    videoLastPoster: url(source.videoLastPoster) ?? '',
    number: gameId,
    lesson: {
      id: lessonId ?? 0,
      title: text(lessonData.title) ?? '',
      titleUz: text(lessonData.titleUz),
    },
    achievements: list(source.achievements).map((item, i) => {
      const award = record(item);
      return {
        id: gameId * 100 + i + 1,
        title: text(award.title) ?? '',
        description: text(award.description) ?? '',
        titleUz: text(award.titleUz),
        descriptionUz: text(award.descriptionUz),
        imageUrl: url(award.image) ?? '',
      };
    }),
  };
  const questions = list(source.questions).map((item, order) =>
    previewQuestion(record(item), gameId * 1000 + order + 1, order, gameId, sound),
  );
  return { game, questions };
}

type Sound = (own: unknown, said: string | null, voice?: 'ru' | 'uz') => string | null;

function previewQuestion(
  source: Loose,
  id: number,
  order: number,
  gameId: number,
  sound: Sound,
): Question {
  const partId = (place: number) => id * 100 + place + 1;
  const promptUz = text(source.promptUz);
  const variants = list(source.variants).map((item, place) => {
    const variant = record(item);
    return {
      id: partId(place),
      answer: text(variant.answer) ?? '',
      imageUrl: url(variant.image),
      audioUrl: sound(variant.audio, text(variant.answer)),
      isCorrect: variant.correct === true,
      order: place,
    };
  });
  const lines = list(source.personages).map((item, place): TiedLine => {
    const line = record(item);
    const tiedTo = typeof line.variant === 'number' ? line.variant : null;
    return {
      id: partId(place),
      answer: text(line.answer) ?? '',
      audioUrl: sound(line.audio, text(line.answer)),
      order: place,
      personageNumber: typeof line.personage === 'number' ? line.personage : 1,
      variantId: tiedTo === null ? null : (variants[tiedTo]?.id ?? null),
    };
  });
  return {
    id,
    text: text(source.text) ?? '',
    audioUrl: sound(source.audio, text(source.text)),
    promptUz,
    promptUzAudioUrl: promptUz ? sound(source.promptUzAudio, promptUz, 'uz') : null,
    order,
    questionImages: list(source.images).flatMap((image, place) => {
      const imageUrl = url(image);
      return imageUrl ? [{ id: partId(place), imageUrl }] : [];
    }),
    questionVariants: placeDialogueLines(id, variants, lines),
    questionDuolingos: [],
    pairs: list(source.pairs).map((item, place) => {
      const pair = record(item);
      return { id: partId(place), left: text(pair.left) ?? '', right: text(pair.right) ?? '' };
    }),
    game: { id: gameId },
  };
}
