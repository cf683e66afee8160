import {
  AGE_MAX,
  AGE_MIN,
  CHILD_NAME_MAX_LENGTH,
  avatarSchema,
  childNameSchema,
  type Avatar as AvatarKind,
  type Child,
} from '@bolajon/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useAskGrownUp } from '../../../lib/ask-grown-up';
import { forgetGrownUpPass } from '../../../lib/grown-up';
import { useAddChild } from '../api/add-child';
import { useUpdateChild } from '../api/update-child';
import { familyErrorText } from '../lib/error-text';
import { needsGrownUp } from '../lib/gate-errors';

export interface ChildFormDialogProps {
  /** The child to edit, or null to add one. */
  child: Child | null;
  onClose: () => void;
}

/** A whole number in the allowed ages, null for none, or 'invalid'. */
function parseAge(text: string): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const age = Number(text);
  return Number.isInteger(age) && age >= AGE_MIN && age <= AGE_MAX ? age : 'invalid';
}

/** Adding a child, or editing one: the name, the age and boy or girl (behind the gate). */
export function ChildFormDialog({ child, onClose }: ChildFormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const add = useAddChild();
  const update = useUpdateChild();
  const ask = useAskGrownUp();
  const [name, setName] = useState(child?.name ?? '');
  const [age, setAge] = useState(child?.age === null || !child ? '' : String(child.age));
  const [avatar, setAvatar] = useState<AvatarKind | null>(child?.avatar ?? null);
  const [attempted, setAttempted] = useState(false);
  const saving = add.isPending || update.isPending;
  const failure = add.error ?? update.error;

  const nameOk = childNameSchema.safeParse(name).success;
  const parsedAge = parseAge(age);
  const errors = attempted
    ? {
        name: nameOk ? null : t('family.children.nameRule', { max: CHILD_NAME_MAX_LENGTH }),
        age:
          parsedAge === 'invalid'
            ? t('profile.editForm.ageRange', { min: AGE_MIN, max: AGE_MAX })
            : null,
        avatar: avatar ? null : t('family.children.pickAvatar'),
      }
    : { name: null, age: null, avatar: null };

  const save = () => {
    if (!nameOk || parsedAge === 'invalid' || !avatar || saving) return;
    const body = { name: name.trim(), age: parsedAge, avatar };
    const onError = (error: unknown) => {
      // The pass ran out while the form was open: the gate again, then the same save.
      if (needsGrownUp(error)) {
        forgetGrownUpPass();
        ask(save);
      }
    };
    if (child) update.mutate({ id: child.id, ...body }, { onSuccess: onClose, onError });
    else add.mutate(body, { onSuccess: onClose, onError });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    save();
  };

  return (
    <Modal open onClose={onClose} labelledBy={titleId} className="kid-form">
      <form className="kid-form__form" onSubmit={submit} noValidate>
        <h2 id={titleId} className="kid-form__title">
          {child
            ? t('family.children.editTitle', { name: child.name })
            : t('family.children.addTitle')}
        </h2>
        <TextField
          label={t('profile.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
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
          value={age}
          onChange={(event) => setAge(event.target.value)}
          error={errors.age}
        />
        <fieldset className="kid-form__avatars">
          <legend className="kid-form__legend">{t('family.children.boyOrGirl')}</legend>
          <div className="kid-form__choices">
            {avatarSchema.options.map((kind) => (
              <button
                key={kind}
                type="button"
                className="kid-form__choice"
                aria-pressed={avatar === kind}
                onClick={() => setAvatar(kind)}
              >
                <Avatar kind={kind} width={72} height={72} />
                <span>{t(`profile.avatar.${kind}`)}</span>
              </button>
            ))}
          </div>
          {errors.avatar && (
            <p className="kid-form__error" role="alert">
              {errors.avatar}
            </p>
          )}
        </fieldset>
        {failure && !needsGrownUp(failure) && (
          <p className="kid-form__error" role="alert">
            {familyErrorText(failure, t)}
          </p>
        )}
        <Button type="submit" block busy={saving}>
          {t('profile.editForm.save')}
        </Button>
        <Button variant="secondary" block onClick={onClose}>
          {t('profile.editForm.cancel')}
        </Button>
      </form>
    </Modal>
  );
}
