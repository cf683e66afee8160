import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useContract, type Contract } from '../../../lib/contract';
import { paths } from '../../../lib/paths';
import { useRegister } from '../api/register';
import { describeAuthError, serverMessage } from '../error-message';
import { usePhoneField } from '../hooks/use-phone-field';
import type { VerifyCodeState } from '../pending-sign-in';
import { LoadFailure } from './load-failure';
import { PhoneField } from './phone-field';

/**
 * The contract's rule (spec section 5, ADR 0029): at least 2 characters that show, once white
 * space and invisible characters are trimmed from the ends. The name as it is sent, or null.
 */
function validName(contract: Contract | null, name: string): string | null {
  const parsed = contract?.nameSchema.safeParse(name);
  return parsed?.success ? parsed.data : null;
}

export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = usePhoneField();
  const { contract } = useContract();
  const register = useRegister();
  const nameInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const trimmedName = validName(contract, name);
  const nameValid = trimmedName !== null;
  const nameError =
    contract && !nameValid && (nameTouched || submitted) ? t('auth.validation.nameRequired') : null;
  const failureText = failure ? describeAuthError(failure, t, 'errors.registerError') : null;
  // The server names the field in its message: one about the phone goes under the phone.
  const failureOnPhone = /phone/i.test(serverMessage(failure) ?? '');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (trimmedName === null) {
      if (contract) nameInput.current?.focus();
      return;
    }
    if (!phone.phone || register.isPending) return;
    setFailure(null);
    register.mutate(
      { phone: phone.phone, name: trimmedName },
      {
        onSuccess: (sent) => {
          const state: VerifyCodeState = {
            phoneNumber: sent.phone,
            resendAfterSeconds: sent.resendAfterSeconds,
          };
          void navigate(paths.verifyCode.href(), { state });
        },
        onError: setFailure,
      },
    );
  }

  return (
    <form className="auth-form" onSubmit={handleSubmit} noValidate>
      <TextField
        ref={nameInput}
        label={t('auth.fields.name')}
        name="name"
        autoComplete="name"
        autoCapitalize="words"
        autoFocus
        maxLength={contract?.NAME_MAX_LENGTH}
        placeholder={t('auth.fields.namePlaceholder')}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setFailure(null);
        }}
        onBlur={() => setNameTouched(name !== '')}
        error={nameError ?? (failureOnPhone ? null : failureText)}
      />
      <PhoneField
        field={phone}
        onEdit={() => setFailure(null)}
        error={failureOnPhone ? failureText : null}
      />
      {phone.unavailable && <LoadFailure />}
      <Button type="submit" block disabled={!phone.phone} busy={register.isPending}>
        {t('auth.register.submit')}
      </Button>
    </form>
  );
}
