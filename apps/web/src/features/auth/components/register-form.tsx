import type { Avatar as AvatarKind } from '@bolajon/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from '../../../components/avatar';
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
import './register-form.css';

const avatars = ['girl', 'boy'] as const satisfies readonly AvatarKind[];

/**
 * The contract's rule (spec section 5, ADR 0029): at least 2 characters that show, once white
 * space and invisible characters are trimmed from the ends, and at most 40 (the first child's
 * name, issue 20). The name as it is sent, or null.
 */
function validName(contract: Contract | null, name: string): string | null {
  const parsed = contract?.childNameSchema.safeParse(name);
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
  // No default: a parent answers "boy or girl?" (a preset boy is how Алия got the boy's picture).
  const [avatar, setAvatar] = useState<AvatarKind | null>(null);
  const avatarGroup = useRef<HTMLFieldSetElement>(null);
  const avatarErrorId = useId();
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const trimmedName = validName(contract, name);
  const nameValid = trimmedName !== null;
  const nameError =
    contract && !nameValid && (nameTouched || submitted) ? t('auth.validation.nameRequired') : null;
  const avatarError = submitted && avatar === null ? t('auth.fields.avatarRequired') : null;
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
    if (avatar === null) {
      avatarGroup.current?.querySelector('input')?.focus();
      return;
    }
    if (!phone.phone || register.isPending) return;
    setFailure(null);
    register.mutate(
      { phone: phone.phone, name: trimmedName, avatar },
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
        maxLength={contract?.CHILD_NAME_MAX_LENGTH}
        placeholder={t('auth.fields.namePlaceholder')}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setFailure(null);
        }}
        onBlur={() => setNameTouched(name !== '')}
        error={nameError ?? (failureOnPhone ? null : failureText)}
      />
      <fieldset
        ref={avatarGroup}
        className="avatar-choice"
        data-invalid={avatarError ? true : undefined}
        aria-describedby={avatarError ? avatarErrorId : undefined}
      >
        <legend className="field__label">{t('auth.fields.avatar')}</legend>
        <div className="avatar-choice__options">
          {avatars.map((kind) => (
            <label key={kind} className="avatar-choice__option">
              <input
                type="radio"
                name="avatar"
                value={kind}
                checked={avatar === kind}
                onChange={() => setAvatar(kind)}
              />
              <Avatar kind={kind} width={72} height={72} />
              <span>{t(`auth.fields.${kind}`)}</span>
            </label>
          ))}
        </div>
        {avatarError && (
          <p id={avatarErrorId} className="field__message field__message--error" role="alert">
            {avatarError}
          </p>
        )}
      </fieldset>
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
