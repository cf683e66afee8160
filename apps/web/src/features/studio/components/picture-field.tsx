import { STUDIO_PICTURE_MAX_BYTES, type StoredPicture } from '@bolajon/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { usePickTwemoji } from '../api/pick-twemoji';
import { useTwemojiSearch } from '../api/search-twemoji';
import { useUploadPicture } from '../api/upload-picture';
import { refusalMessage } from '../lib/problem-message';
import './media-fields.css';

export interface PictureFieldProps {
  /** What the picture is for, as the form calls it («Картинка слова»). */
  label: string;
  /** The picture's `/media/...` URL; undefined: none. */
  value: string | undefined;
  onChange: (url: string | undefined) => void;
  /** A picture the item cannot go without: it can be replaced, not removed. */
  required?: boolean;
}

/** What the upload takes (ADR 0043); the server decides by the bytes, this only helps the picker. */
const ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml,.png,.jpg,.jpeg,.webp,.svg';
const MAX_MB = STUDIO_PICTURE_MAX_BYTES / 1024 / 1024;

/**
 * A picture of a lesson (issue 23): upload a file (PNG, JPEG, WebP or SVG up to 2 MB) or find one
 * in the bundled Twemoji set by its name; the stored picture's URL goes to `onChange`.
 */
export function PictureField({ label, value, onChange, required = false }: PictureFieldProps) {
  const { t } = useTranslation('studio');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const findButton = useRef<HTMLButtonElement>(null);
  const upload = useUploadPicture();
  const pick = usePickTwemoji();
  const [problem, setProblem] = useState<string | null>(null);
  /** What sanitising took out of the SVG just stored: said, so the editor checks the picture. */
  const [removed, setRemoved] = useState<string[]>([]);
  const [finding, setFinding] = useState(false);
  const [draftQuery, setDraftQuery] = useState('');
  const [query, setQuery] = useState('');
  const search = useTwemojiSearch(query);

  const refused = (error: unknown) =>
    setProblem(
      t('picture.refused', { message: refusalMessage(error, t) ?? t('picture.noAnswer') }),
    );
  const stored = (picture: StoredPicture) => {
    setProblem(null);
    setRemoved(picture.removed);
    onChange(picture.url);
  };

  const onFile = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (file.size > STUDIO_PICTURE_MAX_BYTES) {
      setProblem(t('picture.tooLarge', { name: file.name, mb: MAX_MB }));
      return;
    }
    setProblem(null);
    setRemoved([]);
    upload.mutate(file, { onSuccess: stored, onError: refused });
  };

  // Opened, the search box takes the focus: the keyboard goes on where the eyes go.
  useEffect(() => {
    if (finding) searchInput.current?.focus();
  }, [finding]);

  const openSearch = () => setFinding(true);
  const closeSearch = () => {
    setFinding(false);
    findButton.current?.focus();
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draftQuery.trim());
  };
  const onPick = (code: string) => {
    setProblem(null);
    pick.mutate(code, {
      onSuccess: (picture) => {
        stored(picture);
        closeSearch();
      },
      onError: refused,
    });
  };

  const working = upload.isPending || pick.isPending;
  const results = search.data ?? [];

  return (
    <div className="media-field" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="media-field__label">
        {label}
      </span>
      <div className="media-field__row">
        {value ? (
          <img className="media-field__picture" src={value} alt={t('picture.alt', { label })} />
        ) : (
          <p className="media-field__note">
            {required ? t('picture.noneRequired') : t('picture.none')}
          </p>
        )}
      </div>
      <div className="media-field__actions">
        <input
          ref={fileInput}
          id={`${id}-file`}
          className="visually-hidden"
          type="file"
          accept={ACCEPT}
          tabIndex={-1}
          aria-label={t('picture.file', { label })}
          onChange={(event) => onFile(event.currentTarget.files?.[0])}
        />
        <Button
          variant="secondary"
          onClick={() => fileInput.current?.click()}
          busy={upload.isPending}
          disabled={working}
          aria-describedby={`${id}-hint`}
        >
          {t('picture.upload')}
        </Button>
        <Button
          ref={findButton}
          variant="secondary"
          onClick={finding ? closeSearch : openSearch}
          aria-expanded={finding}
          aria-controls={`${id}-search`}
          disabled={working && !finding}
        >
          {t('picture.find')}
        </Button>
        {value && !required && (
          <Button
            variant="ghost"
            onClick={() => {
              setRemoved([]);
              onChange(undefined);
            }}
            disabled={working}
          >
            {t('picture.remove')}
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="media-field__note">
        {t('picture.hint', { mb: MAX_MB })}
      </p>
      {removed.length > 0 && (
        <p className="media-field__note" role="status">
          {t('picture.sanitised', { removed: removed.join(', ') })}
        </p>
      )}
      {upload.isPending && (
        <p className="media-field__note" role="status">
          {t('picture.uploading')}
        </p>
      )}

      {finding && (
        <div id={`${id}-search`} className="media-field__search">
          <form role="search" className="media-field__search-form" onSubmit={onSearch}>
            <label className="media-field__search-label" htmlFor={`${id}-q`}>
              {t('picture.searchLabel')}
            </label>
            <input
              ref={searchInput}
              id={`${id}-q`}
              className="media-field__input"
              type="search"
              lang="ru"
              autoComplete="off"
              placeholder={t('picture.searchPlaceholder')}
              value={draftQuery}
              maxLength={60}
              onChange={(event) => setDraftQuery(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') closeSearch();
              }}
            />
            <Button type="submit" disabled={draftQuery.trim().length === 0}>
              {t('picture.search')}
            </Button>
          </form>
          {search.isFetching && (
            <p className="media-field__note" role="status">
              {t('picture.searching')}
            </p>
          )}
          {search.isError && (
            <p className="media-field__problem" role="alert">
              {t('picture.searchFailed')}
            </p>
          )}
          {search.isSuccess && !search.isPlaceholderData && results.length === 0 && (
            <p className="media-field__note" role="status">
              {t('picture.noResults', { query })}
            </p>
          )}
          {results.length > 0 && (
            <ul className="media-field__results" aria-label={t('picture.results')}>
              {results.map((result) => (
                <li key={result.code}>
                  <button
                    type="button"
                    className="media-field__result"
                    onClick={() => onPick(result.code)}
                    disabled={working}
                  >
                    <span className="media-field__emoji" aria-hidden="true">
                      {result.emoji}
                    </span>
                    <span lang="ru">{result.nameRu}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {pick.isPending && (
            <p className="media-field__note" role="status">
              {t('picture.picking')}
            </p>
          )}
        </div>
      )}

      {problem && (
        <p className="media-field__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
