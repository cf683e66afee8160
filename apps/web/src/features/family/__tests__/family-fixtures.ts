import type { Child, FamilyResponse } from '@bolajon/contract';
import type { RecordedCall } from '../../../test/utils';
import { storageKeys } from '../../../lib/storage';

export const aliya: Child = { id: 7, name: 'Алия', age: 6, avatar: 'girl' };
export const timur: Child = { id: 8, name: 'Тимур', age: 8, avatar: 'boy' };

export const familyOf = (
  children: Child[],
  activeChildId = children[0]?.id ?? 0,
): FamilyResponse => ({
  children,
  activeChildId,
  hasPin: false,
});

export const gateQuestion = { kind: 'product', left: 7, right: 3, challenge: 'signed' } as const;

export function signIn() {
  localStorage.setItem(storageKeys.accessToken, 'access-aliya');
  localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
}

/** The x-grown-up header each call of `fetchMock` carried, by "METHOD /path". */
export function grownUpHeaders(fetchMock: { mock: { calls: unknown[][] } }) {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers((init as RequestInit | undefined)?.headers);
    return {
      call: `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`,
      grownUp: headers.get('x-grown-up'),
    };
  });
}

export type { RecordedCall };
