import { formatPhone, type AdminCourse, type AdminFamily, type Role } from '@bolajon/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useScreenTitle } from '../../../lib/document-title';
import { useMe } from '../../../lib/get-me';
import { describeLoadError, isNotFound } from '../../../lib/load-error';
import { useFamily } from '../api/get-family';
import { useSetCourseAccess } from '../api/set-course-access';
import { useSetEditor } from '../api/set-editor';
import { useSetRole } from '../api/set-role';
import { useBackToSearch } from '../hooks/use-back-to-search';
import { useDateFormat } from '../hooks/use-date-format';
import { isForbidden } from '../lib/errors';
import { AdminHeader } from './admin-header';
import { AdminBadge, Forbidden } from './admin-bits';
import { AuditLog } from './audit-log';
import { ConfirmDialog } from './confirm-dialog';
import { CourseCard } from './course-card';
import { Feedback, type FeedbackMessage } from './feedback';
import './admin.css';

export interface FamilyScreenProps {
  /** The family in the URL; null when the URL names none. */
  familyId: number | null;
}

/** /admin/families/:id: one family, its courses and the changes made to it. */
export function FamilyScreen({ familyId }: FamilyScreenProps) {
  const { t } = useTranslation();
  const family = useFamily(familyId);
  // The tab is named after the family once it is here.
  useScreenTitle(family.data?.name);
  const back = { label: t('admin.backToSearch'), onClick: useBackToSearch() };

  // Data already here wins over a failed background refresh.
  if (familyId === null || !family.data) {
    const header = <AdminHeader title={t('admin.family.title')} back={back} showConsoleName />;
    let body;
    if (familyId === null || (family.isError && isNotFound(family.error))) {
      body = <p className="admin__empty">{t('admin.family.notFound')}</p>;
    } else if (family.isError && isForbidden(family.error)) {
      body = <Forbidden />;
    } else if (family.isError) {
      body = (
        <ErrorState
          title={describeLoadError(family.error, t)}
          actionLabel={t('common.tryAgain')}
          onAction={() => void family.refetch()}
        />
      );
    } else {
      body = (
        <div className="admin__state">
          <Spinner label={t('common.loading')} size="large" />
        </div>
      );
    }
    return (
      <div className="admin">
        {header}
        {body}
      </div>
    );
  }

  return (
    <div className="admin">
      <AdminHeader title={family.data.name} back={back} showConsoleName />
      <FamilyDetails family={family.data} />
    </div>
  );
}

type Pending =
  | { kind: 'close'; course: AdminCourse }
  | { kind: 'role'; role: Role }
  | { kind: 'editor'; editor: boolean }
  | null;

/** Where the word after a change shows: by the role or the editor flag, or on the course's card. */
type Feedbacks = { target: 'role' | 'editor' | number; message: FeedbackMessage } | null;

function FamilyDetails({ family }: { family: AdminFamily }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const me = useMe();
  const courseAccess = useSetCourseAccess();
  const roleChange = useSetRole();
  const editorChange = useSetEditor();
  const [confirming, setConfirming] = useState<Pending>(null);
  const [feedback, setFeedback] = useState<Feedbacks>(null);
  const detailsId = useId();
  const coursesId = useId();
  const changing = courseAccess.isPending || roleChange.isPending || editorChange.isPending;
  const isMe = me.data?.id === family.id;

  const failed = (target: 'role' | 'editor' | number) =>
    setFeedback({ target, message: { tone: 'error', text: t('errors.dataError') } });

  const changeCourse = (course: AdminCourse, open: boolean) => {
    setConfirming(null);
    setFeedback(null);
    courseAccess.mutate(
      { familyId: family.id, courseId: course.id, open },
      {
        onSuccess: () =>
          setFeedback({
            target: course.id,
            message: {
              tone: 'success',
              text: t(open ? 'admin.courses.openedDone' : 'admin.courses.closedDone', {
                title: course.title,
              }),
            },
          }),
        onError: () => failed(course.id),
      },
    );
  };

  const changeRole = (role: Role) => {
    setConfirming(null);
    setFeedback(null);
    roleChange.mutate(
      { familyId: family.id, role },
      {
        onSuccess: (updated) =>
          setFeedback({
            target: 'role',
            message: {
              tone: 'success',
              text: t(
                updated.role === 'admin' ? 'admin.family.madeAdmin' : 'admin.family.unmadeAdmin',
                {
                  name: updated.name,
                },
              ),
            },
          }),
        onError: () => failed('role'),
      },
    );
  };

  const changeEditor = (editor: boolean) => {
    setConfirming(null);
    setFeedback(null);
    editorChange.mutate(
      { userId: family.id, editor },
      {
        onSuccess: (updated) =>
          setFeedback({
            target: 'editor',
            message: {
              tone: 'success',
              text: t(updated.editor ? 'admin.family.madeEditor' : 'admin.family.unmadeEditor', {
                name: updated.name,
              }),
            },
          }),
        onError: () => failed('editor'),
      },
    );
  };

  const nextRole: Role = family.role === 'admin' ? 'learner' : 'admin';
  const nextEditor = !family.editor;
  const subject = `${family.name}, ${formatPhone(family.phone)}`;

  return (
    <>
      <section className="admin-card" aria-labelledby={detailsId}>
        <h2 id={detailsId} className="visually-hidden">
          {t('admin.family.details')}
        </h2>
        <dl className="admin-facts">
          <div className="admin-facts__wide">
            <dt>{t('admin.family.phone')}</dt>
            <dd className="admin-facts__phone">{formatPhone(family.phone)}</dd>
          </div>
          <div>
            <dt>{t('admin.family.age')}</dt>
            <dd>{family.age ?? t('admin.family.noAge')}</dd>
          </div>
          <div>
            <dt>{t('admin.family.signedUp')}</dt>
            <dd>{format.date(family.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('admin.family.lastActive')}</dt>
            <dd>
              {family.lastActiveDay
                ? format.day(family.lastActiveDay)
                : t('admin.family.neverActive')}
            </dd>
          </div>
          <div>
            <dt>{t('admin.family.role')}</dt>
            <dd className="admin-facts__role">
              {t(`admin.roles.${family.role}`)}
              {family.role === 'admin' && <AdminBadge />}
            </dd>
          </div>
          <div>
            <dt>{t('admin.family.editor')}</dt>
            <dd>{t(family.editor ? 'admin.family.editorYes' : 'admin.family.editorNo')}</dd>
          </div>
        </dl>
        {isMe && family.role === 'admin' ? (
          <p className="admin__note">{t('admin.family.self')}</p>
        ) : (
          <Button
            variant={family.role === 'admin' ? 'danger' : 'secondary'}
            block
            className="admin__role-button"
            busy={roleChange.isPending}
            disabled={changing}
            onClick={() => setConfirming({ kind: 'role', role: nextRole })}
          >
            {family.role === 'admin' ? t('admin.family.unmakeAdmin') : t('admin.family.makeAdmin')}
          </Button>
        )}
        {feedback?.target === 'role' && <Feedback message={feedback.message} />}
        <Button
          variant={family.editor ? 'danger' : 'secondary'}
          block
          className="admin__role-button"
          busy={editorChange.isPending}
          disabled={changing}
          onClick={() => setConfirming({ kind: 'editor', editor: nextEditor })}
        >
          {t(family.editor ? 'admin.family.unmakeEditor' : 'admin.family.makeEditor')}
        </Button>
        {feedback?.target === 'editor' && <Feedback message={feedback.message} />}
      </section>

      <section className="admin__section" aria-labelledby={coursesId}>
        <h2 id={coursesId} className="admin__subtitle">
          {t('admin.courses.title')}
        </h2>
        {family.courses.length === 0 ? (
          <p className="admin__empty">{t('admin.courses.empty')}</p>
        ) : (
          <ul className="course-cards">
            {family.courses.map((course) => (
              <li key={course.id}>
                <CourseCard
                  course={course}
                  busy={courseAccess.isPending && courseAccess.variables.courseId === course.id}
                  disabled={changing}
                  feedback={feedback?.target === course.id ? feedback.message : null}
                  onChange={(open) =>
                    open ? changeCourse(course, true) : setConfirming({ kind: 'close', course })
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <AuditLog entries={family.audit} />

      <ConfirmDialog
        open={confirming?.kind === 'close'}
        danger
        subject={subject}
        title={
          confirming?.kind === 'close'
            ? t('admin.courses.closeConfirm.title', { title: confirming.course.title })
            : ''
        }
        text={t('admin.courses.closeConfirm.text')}
        confirmLabel={t('admin.courses.closeCourse')}
        onConfirm={() => confirming?.kind === 'close' && changeCourse(confirming.course, false)}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming?.kind === 'role'}
        danger={nextRole === 'learner'}
        subject={subject}
        title={t(
          nextRole === 'admin'
            ? 'admin.family.makeAdminConfirm.title'
            : 'admin.family.unmakeAdminConfirm.title',
        )}
        text={t(
          nextRole === 'admin'
            ? 'admin.family.makeAdminConfirm.text'
            : 'admin.family.unmakeAdminConfirm.text',
        )}
        confirmLabel={t(
          nextRole === 'admin'
            ? 'admin.family.makeAdminConfirm.confirm'
            : 'admin.family.unmakeAdminConfirm.confirm',
        )}
        onConfirm={() => confirming?.kind === 'role' && changeRole(confirming.role)}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming?.kind === 'editor'}
        danger={!nextEditor}
        subject={subject}
        title={t(
          nextEditor
            ? 'admin.family.makeEditorConfirm.title'
            : 'admin.family.unmakeEditorConfirm.title',
        )}
        text={t(
          nextEditor
            ? 'admin.family.makeEditorConfirm.text'
            : 'admin.family.unmakeEditorConfirm.text',
        )}
        confirmLabel={t(
          nextEditor
            ? 'admin.family.makeEditorConfirm.confirm'
            : 'admin.family.unmakeEditorConfirm.confirm',
        )}
        onConfirm={() => confirming?.kind === 'editor' && changeEditor(confirming.editor)}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
