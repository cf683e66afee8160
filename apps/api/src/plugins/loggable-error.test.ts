import { describe, expect, it } from 'vitest';
import { loggableError } from './errors.js';

describe('loggableError', () => {
  it("keeps a database error's kind and code, never its query or parameters", () => {
    const error = Object.assign(
      new Error('Failed query: insert into "users" ("phone") values ($1)\\nparams: +998901234567'),
      { name: 'DrizzleQueryError', cause: { code: '23503', constraint: 'users_fk' } },
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toMatch(/998901234567|insert into/);
    expect(loggableError(error)).toMatchObject({ code: '23503', constraint: 'users_fk' });
  });

  it('passes other errors as they are', () => {
    const error = new TypeError('boom');
    expect(loggableError(error)).toBe(error);
  });
});
