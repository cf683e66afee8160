import { formatPhone, type AdminAuditEntry } from '@bolajon/contract';
import type { TFunction } from 'i18next';

/** Who made a change: the support person (name and phone), or the command line. */
export function auditActor(entry: AdminAuditEntry, t: TFunction): string {
  if (!entry.actor) return t('admin.audit.commandLine');
  return `${entry.actor.name}, ${formatPhone(entry.actor.phone)}`;
}

/**
 * What a change was: "открыл курс «…»", "закрыл курс «…»", "роль: learner → admin",
 * "редактор курсов: нет → да".
 */
export function auditAction(entry: AdminAuditEntry, t: TFunction): string {
  switch (entry.action) {
    case 'course.open':
      return t('admin.audit.courseOpen', { subject: entry.subject });
    case 'course.close':
      return t('admin.audit.courseClose', { subject: entry.subject });
    case 'role.set':
      return t('admin.audit.roleSet', { before: entry.before, after: entry.after });
    case 'editor.set':
      return t('admin.audit.editorSet', {
        before: editorState(entry.before, t),
        after: editorState(entry.after, t),
      });
  }
}

/** The editor flag as the log stores it ("editor", "none") in words; anything else as stored. */
function editorState(state: string, t: TFunction): string {
  return state === 'editor' || state === 'none' ? t(`admin.audit.editorStates.${state}`) : state;
}
