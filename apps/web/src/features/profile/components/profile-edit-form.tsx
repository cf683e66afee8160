import {
  AGE_MAX,
  AGE_MIN,
  avatarSchema,
  CHILD_NAME_MAX_LENGTH,
  type User,
} from '@bolajon/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useUpdateMe } from '../api/update-me';
import { useProfileNavigation } from '../hooks/use-profile-navigation';
import { initialProfileForm, validateProfileForm, type ProfileFormValues } from '../lib/edit-form';
import { Avatar } from './avatar';

/** The edit view: the avatar, the name and the age; saving returns to the profile. */
export function ProfileEditForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const { backToProfile } = useProfileNavigation();
  const update = useUpdateMe();
  const [values, setValues] = useState(() => initialProfileForm(user));
  // Errors wait for the first save: a child still typing is not told off.
  const [attempted, setAttempted] = useState(false);
  const result = validateProfileForm(values);
  const errors = attempted && !result.ok ? result.errors : {};

  const change = (patch: Partial<ProfileFormValues>) => setValues((old) => ({ ...old, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!result.ok || update.isPending) return;
    update.mutate(result.body, { onSuccess: backToProfile });
  };

  return (
    <form className="profile" onSubmit={submit} noValidate>
      <h1 className="profile__title">{t('profile.editForm.title')}</h1>

      <fieldset className="profile__card edit__avatars">
        <legend className="profile__subtitle edit__legend">{t('profile.editForm.avatar')}</legend>
        <div className="edit__choices">
          {avatarSchema.options.map((kind) => (
            <button
              key={kind}
              type="button"
              className="edit__choice"
              aria-pressed={values.avatar === kind}
              onClick={() => change({ avatar: kind })}
            >
              <Avatar kind={kind} width={88} height={88} />
              <span>{t(`profile.avatar.${kind}`)}</span>
            </button>
          ))}
        </div>
      </fieldset>

      <div className="profile__card">
        <TextField
          label={t('profile.name')}
          value={values.name}
          onChange={(event) => change({ name: event.target.value })}
          error={errors.name ? t(`profile.editForm.${errors.name}`) : null}
          autoComplete="off"
          maxLength={CHILD_NAME_MAX_LENGTH}
        />
        <TextField
          label={t('profile.editForm.age')}
          type="number"
          inputMode="numeric"
          min={AGE_MIN}
          max={AGE_MAX}
          step={1}
          value={values.age}
          onChange={(event) => change({ age: event.target.value })}
          error={
            errors.age ? t(`profile.editForm.${errors.age}`, { min: AGE_MIN, max: AGE_MAX }) : null
          }
        />
      </div>

      {update.isError && (
        // Not blocking: the form stays as typed, and saving again is one tap away.
        <p className="edit__note" role="status">
          {t('profile.editForm.saveFailed')}
        </p>
      )}

      <div className="edit__actions">
        <Button type="submit" block busy={update.isPending}>
          {t('profile.editForm.save')}
        </Button>
        <Button variant="secondary" block onClick={backToProfile}>
          {t('profile.editForm.cancel')}
        </Button>
      </div>
    </form>
  );
}
