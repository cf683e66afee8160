import {
  RECORDING_URL_PREFIX,
  STUDIO_RECORDING_MAX_BYTES,
  STUDIO_RECORDING_MAX_SECONDS,
} from '@bolajon/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useUploadRecording } from '../api/upload-recording';
import { refusalMessage } from '../lib/problem-message';
import './media-fields.css';

export interface VoiceFieldProps {
  /** What is recorded, as the form calls it («Слово», «Вариант 2»). */
  label: string;
  /** The text to read aloud; nothing can be recorded while it is empty. */
  text: string;
  lang: 'ru' | 'uz';
  /** The recording's URL; undefined: none, the synthesised voice is heard. */
  value: string | undefined;
  onChange: (url: string | undefined) => void;
}

type Phase =
  | { name: 'idle' }
  | { name: 'starting' }
  | { name: 'recording'; seconds: number }
  | { name: 'review'; take: Blob; url: string }
  | { name: 'saving'; take: Blob; url: string };

/** The first type this browser records in, best first; undefined: the browser's own choice. */
const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4'];
function recordingType(): string | undefined {
  const supported = (type: string) =>
    typeof MediaRecorder.isTypeSupported === 'function' && MediaRecorder.isTypeSupported(type);
  return RECORDING_TYPES.find(supported);
}

/** The AAC copy the server keeps beside a recording's Ogg Opus (ADR 0045), for Safari. */
function fallbackOf(url: string): string | null {
  return url.startsWith(RECORDING_URL_PREFIX) && url.endsWith('.ogg')
    ? `${url.slice(0, -'.ogg'.length)}.m4a`
    : null;
}

function stopTracks(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** Which words say why the microphone could not be opened (DOMException names, per the spec). */
function microphoneProblem(error: unknown): 'denied' | 'noMicrophone' | 'failed' {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError')
    return 'noMicrophone';
  return 'failed';
}

/**
 * A spoken text's human voice (issue 23): record it in the browser (MediaRecorder), hear it back,
 * keep it (uploaded, its URL given to `onChange`) or record it again; play or remove the one kept.
 */
export function VoiceField({ label, text, lang, value, onChange }: VoiceFieldProps) {
  const { t } = useTranslation('studio');
  const id = useId();
  const upload = useUploadRecording();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);

  const mounted = useRef(true);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const takeUrl = useRef<string | null>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const recordButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef(false);

  const clearTimer = () => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  };
  const releaseMicrophone = () => {
    stopTracks(stream.current);
    stream.current = null;
  };
  const dropTake = () => {
    if (takeUrl.current) URL.revokeObjectURL(takeUrl.current);
    takeUrl.current = null;
  };

  // Unmounted mid-take: the microphone is released, the take and its blob URL thrown away.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimer();
      if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
      recorder.current = null;
      releaseMicrophone();
      dropTake();
    };
  }, []);

  // The control that replaces the one pressed takes the focus, so a keyboard user stays in place.
  useEffect(() => {
    if (!focusNext.current) return;
    const target =
      phase.name === 'recording'
        ? stopButton.current
        : phase.name === 'review'
          ? keepButton.current
          : phase.name === 'idle'
            ? recordButton.current
            : null;
    if (target) {
      target.focus();
      focusNext.current = false;
    }
  }, [phase.name]);

  const finishTake = (used: MediaRecorder, chunks: Blob[]) => {
    clearTimer();
    releaseMicrophone();
    if (recorder.current === used) recorder.current = null;
    if (!mounted.current) return;
    const take = new Blob(chunks, { type: used.mimeType || chunks[0]?.type || 'audio/webm' });
    focusNext.current = true;
    if (take.size === 0) {
      setProblem(t('voice.empty'));
      setPhase({ name: 'idle' });
      return;
    }
    dropTake();
    const url = URL.createObjectURL(take);
    takeUrl.current = url;
    setPhase({ name: 'review', take, url });
  };

  const stop = () => {
    clearTimer();
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  };

  const start = async () => {
    setProblem(null);
    dropTake();
    focusNext.current = true;
    const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (typeof devices?.getUserMedia !== 'function' || typeof MediaRecorder === 'undefined') {
      setProblem(t('voice.unsupported'));
      setPhase({ name: 'idle' });
      return;
    }
    setPhase({ name: 'starting' });
    let opened: MediaStream;
    try {
      opened = await devices.getUserMedia({ audio: true });
    } catch (error) {
      if (!mounted.current) return;
      setProblem(t(`voice.${microphoneProblem(error)}`));
      setPhase({ name: 'idle' });
      return;
    }
    if (!mounted.current) {
      stopTracks(opened);
      return;
    }
    stream.current = opened;

    let started: MediaRecorder;
    try {
      const type = recordingType();
      started = new MediaRecorder(opened, type ? { mimeType: type } : undefined);
      const chunks: Blob[] = [];
      started.addEventListener('dataavailable', (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      });
      started.addEventListener('stop', () => finishTake(started, chunks));
      started.start();
    } catch {
      releaseMicrophone();
      setProblem(t('voice.failed'));
      setPhase({ name: 'idle' });
      return;
    }
    recorder.current = started;
    let seconds = 0;
    setPhase({ name: 'recording', seconds });
    timer.current = setInterval(() => {
      seconds += 1;
      setPhase({ name: 'recording', seconds });
      if (seconds >= STUDIO_RECORDING_MAX_SECONDS) {
        setProblem(t('voice.autoStopped', { max: STUDIO_RECORDING_MAX_SECONDS }));
        stop();
      }
    }, 1000);
  };

  const discard = () => {
    dropTake();
    focusNext.current = true;
    setPhase({ name: 'idle' });
  };

  const keep = (take: Blob, url: string) => {
    setProblem(null);
    if (take.size > STUDIO_RECORDING_MAX_BYTES) {
      setProblem(t('voice.tooLarge', { mb: STUDIO_RECORDING_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setPhase({ name: 'saving', take, url });
    upload.mutate(take, {
      onSuccess: (recording) => {
        dropTake();
        focusNext.current = true;
        setPhase({ name: 'idle' });
        onChange(recording.url);
      },
      onError: (error) => {
        setProblem(
          t('voice.refused', { message: refusalMessage(error, t) ?? t('voice.noAnswer') }),
        );
        setPhase({ name: 'review', take, url });
      },
    });
  };

  const textMissing = text.trim().length === 0;
  const reasonId = `${id}-reason`;
  const busy = phase.name === 'starting' || phase.name === 'saving';

  return (
    <div className="media-field" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="media-field__label">
        {label}
      </span>

      {(phase.name === 'idle' || phase.name === 'starting') && (
        <>
          {value ? (
            <div className="media-field__row">
              {/* A recording the browser cannot play in Ogg is played from its AAC copy. */}
              <audio
                className="media-field__player"
                controls
                preload="none"
                aria-label={t('voice.player', { label })}
              >
                <source src={value} type={value.endsWith('.ogg') ? 'audio/ogg' : undefined} />
                {fallbackOf(value) && <source src={fallbackOf(value) ?? ''} type="audio/mp4" />}
              </audio>
            </div>
          ) : (
            <p className="media-field__note">{t('voice.synthesised')}</p>
          )}
          <div className="media-field__actions">
            <Button
              ref={recordButton}
              variant="secondary"
              onClick={() => void start()}
              disabled={textMissing}
              busy={phase.name === 'starting'}
              aria-describedby={textMissing ? reasonId : undefined}
            >
              {value ? t('voice.recordAgain') : t('voice.record')}
            </Button>
            {value && (
              <Button variant="ghost" onClick={() => onChange(undefined)}>
                {t('voice.remove')}
              </Button>
            )}
          </div>
          {textMissing && (
            <p id={reasonId} className="media-field__note">
              {t('voice.noText')}
            </p>
          )}
          {phase.name === 'starting' && (
            <p className="media-field__note" role="status">
              {t('voice.starting')}
            </p>
          )}
        </>
      )}

      {phase.name === 'recording' && (
        <>
          <p className="media-field__prompt">
            {t('voice.readAloud')}{' '}
            <span lang={lang} className="media-field__text">
              {text}
            </span>
          </p>
          <div className="media-field__actions">
            <Button ref={stopButton} variant="danger" onClick={stop}>
              <span className="media-field__dot" aria-hidden="true" />
              {t('voice.stop')}
            </Button>
            <span className="media-field__timer" role="timer" aria-live="off">
              {t('voice.elapsed', { seconds: phase.seconds, max: STUDIO_RECORDING_MAX_SECONDS })}
            </span>
          </div>
        </>
      )}

      {(phase.name === 'review' || phase.name === 'saving') && (
        <>
          <p className="media-field__note">{t('voice.listen')}</p>
          <audio
            className="media-field__player"
            controls
            src={phase.url}
            aria-label={t('voice.takePlayer', { label })}
          />
          <div className="media-field__actions">
            <Button
              ref={keepButton}
              onClick={() => keep(phase.take, phase.url)}
              busy={phase.name === 'saving'}
            >
              {t('voice.keep')}
            </Button>
            <Button variant="secondary" onClick={() => void start()} disabled={busy}>
              {t('voice.recordAgain')}
            </Button>
            <Button variant="ghost" onClick={discard} disabled={busy}>
              {t('voice.cancel')}
            </Button>
          </div>
          {phase.name === 'saving' && (
            <p className="media-field__note" role="status">
              {t('voice.saving')}
            </p>
          )}
        </>
      )}

      {problem && (
        <p className="media-field__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
