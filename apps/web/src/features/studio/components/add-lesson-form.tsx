import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { studioPaths } from '../lib/studio-paths';
import { useCreateLesson } from '../api/create-lesson';
import { keyFromText } from '../lib/edit-lesson';

/** A pack key: what the server's schema takes (lower-case letters, digits and dashes). */
const KEY = /^[a-z0-9][a-z0-9-]*$/;

export interface AddLessonFormProps {
  blockId: number;
  blockTitle: string;
  onCancel: () => void;
}

/**
 * A new lesson in the block: its titles and key (made from the title until the editor types
 * one). It is created as a draft (POST /studio/blocks/{id}/lessons), and the editor goes on to
 * that draft's screen.
 */
export function AddLessonForm({ blockId, blockTitle, onCancel }: AddLessonFormProps) {
  const { t } = useTranslation('studio');
  const { t: appT } = useTranslation();
  const navigate = useNavigate();
  const headingId = useId();
  const create = useCreateLesson(blockId);
  const [title, setTitle] = useState('');
  const [titleUz, setTitleUz] = useState('');
  // null: the key follows the title.
  const [ownKey, setOwnKey] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const key = ownKey ?? keyFromText(title);

  const titleError = tried && title.trim() === '' ? t('tree.newLesson.titleRequired') : null;
  const keyError = tried && !KEY.test(key) ? t('tree.newLesson.keyInvalid') : null;
  const failure = create.error
    ? isApiError(create.error) && create.error.status === 409
      ? t('tree.newLesson.keyTaken', { key })
      : t('tree.newLesson.failed', {
          message: create.error.message || appT('errors.unknownError'),
        })
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (title.trim() === '' || !KEY.test(key)) return;
    create.mutate(
      { key, title: title.trim(), ...(titleUz.trim() ? { titleUz: titleUz.trim() } : {}) },
      {
        onSuccess: (draft) => {
          if (draft.draftId !== null) void navigate(studioPaths.draft.href(draft.draftId));
        },
      },
    );
  };

  return (
    <form className="studio-new-lesson" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h5 id={headingId} className="studio-new-lesson__heading">
        {t('tree.newLesson.heading', { block: blockTitle })}
      </h5>
      <TextField
        label={t('tree.newLesson.title')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={titleError}
        autoFocus
      />
      <TextField
        label={t('tree.newLesson.titleUz')}
        lang="uz"
        value={titleUz}
        onChange={(e) => setTitleUz(e.target.value)}
      />
      <TextField
        label={t('tree.newLesson.key')}
        value={key}
        onChange={(e) => setOwnKey(e.target.value)}
        hint={t('tree.newLesson.keyHint')}
        error={keyError}
        spellCheck={false}
        autoCapitalize="none"
      />
      {failure && (
        <p className="studio-actions__error" role="alert">
          {failure}
        </p>
      )}
      <div className="studio-actions__buttons">
        <Button variant="secondary" type="button" onClick={onCancel}>
          {t('tree.newLesson.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('tree.newLesson.creating') : t('tree.newLesson.create')}
        </Button>
      </div>
    </form>
  );
}
