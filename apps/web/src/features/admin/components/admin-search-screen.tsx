import { ADMIN_SEARCH_LIMIT, formatPhone, type AdminFamilySummary } from '@bolajon/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { describeLoadError } from '../../../lib/load-error';
import { paths } from '../../../lib/paths';
import { useFamilySearch } from '../api/search-families';
import { useDateFormat } from '../hooks/use-date-format';
import { isBadRequest, isForbidden } from '../lib/errors';
import { parseSearchPhone } from '../lib/search-phone';
import { AdminHeader } from './admin-header';
import { AdminBadge, Forbidden } from './admin-bits';
import { openedFromSearch } from '../hooks/use-back-to-search';
import './admin.css';

export interface AdminSearchScreenProps {
  /** The search in the URL (?phone=), '' for none. */
  phone: string;
  /** Puts a search (its digits) in the URL. */
  onSearch: (digits: string) => void;
}

/** /admin: find a family by (part of) its phone number. */
export function AdminSearchScreen({ phone, onSearch }: AdminSearchScreenProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const messageId = `${fieldId}-message`;
  const digits = parseSearchPhone(phone);
  const results = useFamilySearch(digits);

  // The field follows the URL (back and forward); typing changes only the field.
  const [draft, setDraft] = useState(phone);
  const [shownPhone, setShownPhone] = useState(phone);
  const [typo, setTypo] = useState(false);
  if (shownPhone !== phone) {
    setShownPhone(phone);
    setDraft(phone);
    setTypo(false);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = parseSearchPhone(draft);
    setTypo(wanted === null);
    if (wanted === null) return;
    if (wanted === digits) void results.refetch();
    else onSearch(wanted);
  };

  const invalid =
    typo || (phone !== '' && digits === null) || (results.isError && isBadRequest(results.error));

  return (
    <div className="admin">
      <AdminHeader
        title={t('admin.title')}
        back={{ label: t('admin.backToProfile'), to: paths.profile.href() }}
      />

      <form className="admin-search" role="search" onSubmit={submit} noValidate>
        <label className="admin-search__label" htmlFor={fieldId}>
          {t('admin.search.label')}
        </label>
        <input
          id={fieldId}
          className="admin-search__input"
          type="search"
          inputMode="tel"
          autoComplete="off"
          placeholder={t('admin.search.placeholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={messageId}
        />
        <Button type="submit" className="admin-search__submit" busy={results.isFetching}>
          {t('admin.search.submit')}
        </Button>
        {invalid ? (
          <p
            id={messageId}
            className="admin-search__message admin-search__message--error"
            role="alert"
          >
            {t('admin.search.invalid')}
          </p>
        ) : (
          <p id={messageId} className="admin-search__message">
            {t('admin.search.hint')}
          </p>
        )}
      </form>

      {digits !== null && <SearchResults digits={digits} results={results} />}
    </div>
  );
}

interface SearchResultsProps {
  digits: string;
  results: ReturnType<typeof useFamilySearch>;
}

function SearchResults({ digits, results }: SearchResultsProps) {
  const { t } = useTranslation();
  const titleId = useId();

  if (!results.data) {
    if (results.isError) {
      if (isBadRequest(results.error)) return null;
      if (isForbidden(results.error)) return <Forbidden />;
      return (
        <ErrorState
          title={describeLoadError(results.error, t)}
          actionLabel={t('common.tryAgain')}
          onAction={() => void results.refetch()}
        />
      );
    }
    return (
      <div className="admin__state">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }

  const families = results.data;
  if (families.length === 0) {
    return (
      <p className="admin__empty" role="status">
        {t('admin.search.empty', { phone: digits })}
      </p>
    );
  }
  return (
    <section className="admin__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin__subtitle">
        {t('admin.search.found', { count: families.length })}
      </h2>
      <ul className="family-rows">
        {families.map((family) => (
          <li key={family.id}>
            <FamilyRow family={family} />
          </li>
        ))}
      </ul>
      {families.length >= ADMIN_SEARCH_LIMIT && (
        <p className="admin__note">{t('admin.search.limit', { limit: ADMIN_SEARCH_LIMIT })}</p>
      )}
    </section>
  );
}

function FamilyRow({ family }: { family: AdminFamilySummary }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (
    <Link className="family-row" to={paths.adminFamily.href(family.id)} state={openedFromSearch}>
      <span className="family-row__top">
        <span className="family-row__name">{family.name}</span>
        {family.role === 'admin' && <AdminBadge />}
      </span>
      <span className="family-row__phone">{formatPhone(family.phone)}</span>
      <span className="family-row__dates">
        <span>{t('admin.search.signedUp', { date: format.date(family.createdAt) })}</span>
        <span>
          {family.lastActiveDay
            ? t('admin.search.lastActive', { date: format.day(family.lastActiveDay) })
            : t('admin.search.neverActive')}
        </span>
      </span>
    </Link>
  );
}
