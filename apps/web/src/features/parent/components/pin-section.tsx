import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useFamily } from '../api/get-family';
import { useSetPin } from '../api/set-pin';
import { needsGrownUp, useRetryPastGate } from '../hooks/use-past-gate';

/** The contract's PIN_PATTERN, here so the screen needs no runtime contract import for it. */
const FOUR_DIGITS = /^\d{4}$/;

type Note = 'saved' | 'removed' | null;

/**
 * The parent's PIN: four digits typed twice, which then open the gate instead of its arithmetic
 * question; or removed, and the question is back.
 */
export function PinSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const family = useFamily();
  const setPin = useSetPin();
  const retryPastGate = useRetryPastGate();
  const hasPin = family.data?.hasPin ?? false;
  const [editing, setEditing] = useState(false);
  const [pin, setPinText] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<'fourDigits' | 'mismatch' | null>(null);
  const [note, setNote] = useState<Note>(null);
  const formOpen = editing || (family.isSuccess && !hasPin);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!FOUR_DIGITS.test(pin)) return setError('fourDigits');
    if (pin !== repeat) return setError('mismatch');
    setError(null);
    save(pin);
  }

  function save(next: string | null) {
    setPin.mutate(next, {
      onSuccess: () => {
        setEditing(false);
        setPinText('');
        setRepeat('');
        setNote(next === null ? 'removed' : 'saved');
      },
      onError: (failure) => retryPastGate(failure, () => save(next)),
    });
  }

  const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 4);

  return (
    <section className="parent-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="parent__subtitle">
        {t('parent.pin.title')}
      </h2>
      <p className="parent__hint">{t('parent.pin.explain')}</p>
      {family.isSuccess && (
        <p className="parent-pin__state">{t(hasPin ? 'parent.pin.isSet' : 'parent.pin.notSet')}</p>
      )}
      {note && (
        <p className="parent__note" role="status">
          {t(`parent.pin.${note}`)}
        </p>
      )}
      {setPin.isError && !needsGrownUp(setPin.error) && (
        <p className="parent__error" role="alert">
          {t('parent.pin.failed')}
        </p>
      )}
      {formOpen ? (
        <form className="parent-pin__form" onSubmit={submit} noValidate>
          <TextField
            label={t('parent.pin.new')}
            name="pin"
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={4}
            value={pin}
            onChange={(event) => {
              setPinText(digitsOnly(event.currentTarget.value));
              setError(null);
              setNote(null);
            }}
            error={error === 'fourDigits' ? t('parent.pin.fourDigits') : null}
          />
          <TextField
            label={t('parent.pin.repeat')}
            name="pin-repeat"
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={4}
            value={repeat}
            onChange={(event) => {
              setRepeat(digitsOnly(event.currentTarget.value));
              setError(null);
              setNote(null);
            }}
            error={error === 'mismatch' ? t('parent.pin.mismatch') : null}
          />
          <div className="parent-pin__actions">
            {hasPin && (
              <Button variant="secondary" onClick={() => setEditing(false)}>
                {t('parent.cancel')}
              </Button>
            )}
            <Button type="submit" busy={setPin.isPending && setPin.variables !== null}>
              {t('parent.pin.save')}
            </Button>
          </div>
        </form>
      ) : (
        hasPin && (
          <div className="parent-pin__actions">
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(true);
                setNote(null);
              }}
            >
              {t('parent.pin.change')}
            </Button>
            <Button
              variant="ghost"
              busy={setPin.isPending && setPin.variables === null}
              onClick={() => save(null)}
            >
              {t('parent.pin.remove')}
            </Button>
          </div>
        )
      )}
    </section>
  );
}
