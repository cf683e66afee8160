import type { Role } from '@bolajon/contract';
import { describe, expect, it } from 'vitest';
import { courseAccessAudit, editorChange, roleChange } from './admin.service.js';

const change = (current: Role | null, wanted: Role, admins: number) =>
  roleChange({ actorId: 7, userId: 42, current, wanted, admins });

describe('roleChange — the last admin stays', () => {
  it('refuses to make the only admin a learner', () => {
    expect(change('admin', 'learner', 1)).toEqual({ outcome: 'last-admin' });
    expect(change('admin', 'learner', 0)).toEqual({ outcome: 'last-admin' });
  });

  it('lets an admin go while another admin remains, with its audit entry', () => {
    expect(change('admin', 'learner', 2)).toEqual({
      outcome: 'change',
      audit: {
        actorId: 7,
        targetUserId: 42,
        action: 'role.set',
        subject: 'role',
        before: 'admin',
        after: 'learner',
      },
    });
  });

  it('makes a learner an admin whatever the number of admins (the first admin too)', () => {
    for (const admins of [0, 1, 5]) {
      expect(change('learner', 'admin', admins)).toMatchObject({
        outcome: 'change',
        audit: { before: 'learner', after: 'admin' },
      });
    }
  });

  it('changes nothing for a role already held, or for no such user — even the last admin', () => {
    expect(change('admin', 'admin', 1)).toEqual({ outcome: 'unchanged' });
    expect(change('learner', 'learner', 3)).toEqual({ outcome: 'unchanged' });
    expect(change(null, 'learner', 1)).toEqual({ outcome: 'unchanged' });
    expect(change(null, 'admin', 0)).toEqual({ outcome: 'unchanged' });
  });

  it('records the command line as no actor', () => {
    const fromCli = roleChange({
      actorId: null,
      userId: 1,
      current: 'learner',
      wanted: 'admin',
      admins: 0,
    });
    expect(fromCli).toMatchObject({ audit: { actorId: null, targetUserId: 1 } });
  });
});

describe('courseAccessAudit — recorded only when something changed', () => {
  const audit = (wasOpen: boolean, open: boolean) =>
    courseAccessAudit({ actorId: 7, userId: 42, courseTitle: 'Русский', open, wasOpen });

  it('records opening a closed course and closing an open one', () => {
    expect(audit(false, true)).toEqual({
      actorId: 7,
      targetUserId: 42,
      action: 'course.open',
      subject: 'Русский',
      before: 'closed',
      after: 'open',
    });
    expect(audit(true, false)).toMatchObject({
      action: 'course.close',
      before: 'open',
      after: 'closed',
    });
  });

  it('records nothing when the course already was so', () => {
    expect(audit(true, true)).toBeNull();
    expect(audit(false, false)).toBeNull();
  });
});

describe('editorChange — the editor flag, recorded only when it changes', () => {
  const editor = (current: boolean | null, wanted: boolean, actorId: number | null = 7) =>
    editorChange({ actorId, userId: 42, current, wanted });

  it('records granting and taking the flag, before and after in words', () => {
    expect(editor(false, true)).toEqual({
      actorId: 7,
      targetUserId: 42,
      action: 'editor.set',
      subject: 'editor',
      before: 'none',
      after: 'editor',
    });
    expect(editor(true, false)).toMatchObject({ before: 'editor', after: 'none' });
    expect(editor(false, true, null)).toMatchObject({ actorId: null });
  });

  it('records nothing when the flag already is so, or for no such user', () => {
    expect(editor(true, true)).toBeNull();
    expect(editor(false, false)).toBeNull();
    expect(editor(null, true)).toBeNull();
  });
});
