import { AGE_MAX, AGE_MIN } from '@bolajon/contract';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../../components/ui/class-names';
import { TextField } from '../../../components/ui/text-field';
import { QUICK_AGES } from '../lib/options';

export interface AgeFieldProps {
  value: string;
  /** Whether the typed age passes the contract's rule; only said once something is typed. */
  valid: boolean;
  onChange: (value: string) => void;
}

/** The age as a number field (1 to 120, whole), with the usual ages a tap away. */
export function AgeField({ value, valid, onChange }: AgeFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="age">
      <TextField
        label={t('onboarding.age.label')}
        type="number"
        inputMode="numeric"
        min={AGE_MIN}
        max={AGE_MAX}
        step={1}
        placeholder={t('onboarding.age.placeholder')}
        value={value}
        error={value.trim() !== '' && !valid ? t('onboarding.age.invalid') : null}
        onChange={(event) => onChange(event.target.value)}
        className="age__field"
      />
      <div className="age__quick" role="group" aria-label={t('onboarding.age.quickPick')}>
        {QUICK_AGES.map((age) => (
          <button
            key={age}
            type="button"
            className={classNames('age__chip', value.trim() === String(age) && 'age__chip--on')}
            aria-pressed={value.trim() === String(age)}
            onClick={() => onChange(String(age))}
          >
            {age}
          </button>
        ))}
      </div>
    </div>
  );
}
