import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import type { usePhoneField } from '../hooks/use-phone-field';

export interface PhoneFieldProps {
  field: ReturnType<typeof usePhoneField>;
  /** A message from the last submit; the live 'invalid phone number' check comes first. */
  error?: string | null;
  /** Called on every edit, e.g. to drop a stale server error. */
  onEdit?: () => void;
  autoFocus?: boolean;
}

export function PhoneField({ field, error, onEdit, autoFocus }: PhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.fields.phone')}
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={32}
      value={field.value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        onEdit?.();
        field.onChange(event);
      }}
      onFocus={field.onFocus}
      autoFocus={autoFocus}
      error={field.showInvalid ? t('auth.validation.invalidPhone') : error}
      hint={t('auth.fields.phoneHint')}
    />
  );
}
