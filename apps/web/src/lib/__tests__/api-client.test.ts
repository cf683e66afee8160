import { apiClient, ApiError, apiRequest } from '../api-client';
import {
  getAccessToken,
  getRefreshToken,
  lastSessionEndReason,
  subscribeSession,
} from '../session';
import { storageKeys } from '../storage';
import { stubPaintTiming } from '../../test/paint-timing';
import { jsonResponse, mockApi, sampleUser } from '../../test/utils';

const me = () => apiClient.get('/users/me', (c) => c.userSchema);
const unauthorized = () =>
  jsonResponse(401, { message: 'Access token expired', code: 'UNAUTHORIZED' });

function signIn(accessToken = 'access-1', refreshToken = 'refresh-1') {
  localStorage.setItem(storageKeys.accessToken, accessToken);
  localStorage.setItem(storageKeys.refreshToken, refreshToken);
  localStorage.setItem(storageKeys.user, JSON.stringify(sampleUser));
}

describe('apiRequest', () => {
  it('sends JSON with the bearer token and parses the answer with the contract schema', async () => {
    signIn();
    const api = mockApi({ 'GET /users/me': () => jsonResponse(200, sampleUser) });
    await expect(me()).resolves.toEqual(sampleUser);
    expect(api.calls[0]?.authorization).toBe('Bearer access-1');
  });

  it('throws ApiError with the status, code and message of the error body', async () => {
    mockApi({
      'POST /user-auth/login': () =>
        jsonResponse(404, {
          message: 'This phone number is not registered',
          code: 'PHONE_NOT_REGISTERED',
        }),
    });
    const failure = apiClient.post(
      '/user-auth/login',
      { phone: '+998901234567' },
      (c) => c.codeSentResponseSchema,
      {
        skipAuthRefresh: true,
      },
    );
    await expect(failure).rejects.toEqual(
      expect.objectContaining({
        status: 404,
        code: 'PHONE_NOT_REGISTERED',
        message: 'This phone number is not registered',
      }),
    );
    await expect(failure).rejects.toBeInstanceOf(ApiError);
  });

  it('names a failure without an error body by its status', async () => {
    mockApi({ 'GET /users/me': () => new Response('<html>bad gateway</html>', { status: 502 }) });
    await expect(me()).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('reports a network failure as status 0 and keeps the session', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(me()).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(getAccessToken()).toBe('access-1');
  });

  it('sends a request made while the first screen renders once that screen has painted', async () => {
    const timing = stubPaintTiming();
    vi.resetModules();
    const fresh = await import('../api-client');
    signIn();
    const api = mockApi({ 'GET /users/me': () => jsonResponse(200, sampleUser) });

    const answer = fresh.apiClient.get('/users/me', (c) => c.userSchema);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls).toHaveLength(0);

    timing.paint('first-contentful-paint');
    await expect(answer).resolves.toEqual(sampleUser);
    expect(api.calls).toHaveLength(1);
    // Painted once, painted for good: the next request goes at once.
    await expect(fresh.apiClient.get('/users/me', (c) => c.userSchema)).resolves.toEqual(
      sampleUser,
    );
  });

  it('rejects an answer that does not match the schema', async () => {
    signIn();
    mockApi({ 'GET /users/me': () => jsonResponse(200, { id: 'not a user' }) });
    await expect(me()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});

describe('401 handling', () => {
  it('refreshes once, stores the new pair and retries the request with the new token', async () => {
    signIn();
    const api = mockApi({
      'GET /users/me': [unauthorized, () => jsonResponse(200, sampleUser)],
      'POST /user-auth/refresh-token': () =>
        jsonResponse(200, { accessToken: 'access-2', refreshToken: 'refresh-2' }),
    });

    await expect(me()).resolves.toEqual(sampleUser);

    expect(api.callsTo('POST /user-auth/refresh-token')).toEqual([
      expect.objectContaining({ body: { refreshToken: 'refresh-1' }, authorization: null }),
    ]);
    expect(api.callsTo('GET /users/me').map((call) => call.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
    expect(getAccessToken()).toBe('access-2');
    expect(getRefreshToken()).toBe('refresh-2');
  });

  it('shares one refresh between requests that fail at the same time', async () => {
    signIn();
    let release: () => void = () => {};
    const refreshed = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = mockApi({
      'GET /users/me': (call) =>
        call.authorization === 'Bearer access-2' ? jsonResponse(200, sampleUser) : unauthorized(),
      'POST /user-auth/refresh-token': async () => {
        await refreshed;
        return jsonResponse(200, { accessToken: 'access-2', refreshToken: 'refresh-2' });
      },
    });

    const requests = Promise.all([me(), me(), me()]);
    await vi.waitFor(() => expect(api.callsTo('GET /users/me')).toHaveLength(3));
    release();

    await expect(requests).resolves.toEqual([sampleUser, sampleUser, sampleUser]);
    expect(api.callsTo('POST /user-auth/refresh-token')).toHaveLength(1);
  });

  it('retries only once: a second 401 ends the session instead of refreshing again', async () => {
    signIn();
    const api = mockApi({
      'GET /users/me': unauthorized,
      'POST /user-auth/refresh-token': () =>
        jsonResponse(200, { accessToken: 'access-2', refreshToken: 'refresh-2' }),
    });

    await expect(me()).rejects.toMatchObject({ status: 401, code: 'SESSION_LOST' });
    expect(api.callsTo('POST /user-auth/refresh-token')).toHaveLength(1);
    expect(api.callsTo('GET /users/me')).toHaveLength(2);
    expect(getAccessToken()).toBeNull();
  });

  it('ends the session when there is no refresh token', async () => {
    localStorage.setItem(storageKeys.accessToken, 'access-1');
    localStorage.setItem(storageKeys.user, JSON.stringify(sampleUser));
    const api = mockApi({ 'GET /users/me': unauthorized });
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);

    await expect(me()).rejects.toThrow('No refresh token available');

    unsubscribe();
    expect(api.callsTo('POST /user-auth/refresh-token')).toHaveLength(0);
    expect(listener).toHaveBeenCalled();
    expect(lastSessionEndReason()).toBe('lost');
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('ends the session and clears user data when the refresh is refused', async () => {
    signIn();
    localStorage.setItem(storageKeys.language, 'uz');
    mockApi({
      'GET /users/me': unauthorized,
      'POST /user-auth/refresh-token': () =>
        jsonResponse(401, {
          message: 'Session has ended; sign in again',
          code: 'INVALID_REFRESH_TOKEN',
        }),
    });

    await expect(me()).rejects.toMatchObject({ status: 401, code: 'SESSION_LOST' });
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(localStorage.getItem(storageKeys.language)).toBe('uz');
  });

  it('keeps the session when the refresh fails for a server fault', async () => {
    signIn();
    mockApi({
      'GET /users/me': unauthorized,
      'POST /user-auth/refresh-token': () =>
        jsonResponse(503, { message: 'Something went wrong', code: 'INTERNAL_ERROR' }),
    });
    await expect(me()).rejects.toMatchObject({ status: 503 });
    expect(getRefreshToken()).toBe('refresh-1');
  });

  it('on 409 (a parallel refresh already rotated the token) uses the pair another tab stored', async () => {
    signIn();
    const api = mockApi({
      'GET /users/me': (call) =>
        call.authorization === 'Bearer access-2' ? jsonResponse(200, sampleUser) : unauthorized(),
      'POST /user-auth/refresh-token': () => {
        // The other tab's refresh won; its answer lands in storage a moment later.
        setTimeout(() => {
          localStorage.setItem(storageKeys.accessToken, 'access-2');
          localStorage.setItem(storageKeys.refreshToken, 'refresh-2');
        }, 150);
        return jsonResponse(409, {
          message: 'This session was just refreshed by another request',
          code: 'REFRESH_IN_PROGRESS',
        });
      },
    });

    await expect(me()).resolves.toEqual(sampleUser);
    expect(api.callsTo('POST /user-auth/refresh-token')).toHaveLength(1);
    expect(api.callsTo('GET /users/me').at(-1)?.authorization).toBe('Bearer access-2');
    expect(getRefreshToken()).toBe('refresh-2');
  });

  it('keeps the session when a 409 brings no new pair', async () => {
    vi.useFakeTimers();
    try {
      signIn();
      const api = mockApi({
        'GET /users/me': unauthorized,
        'POST /user-auth/refresh-token': () =>
          jsonResponse(409, { message: 'Refreshed elsewhere', code: 'REFRESH_IN_PROGRESS' }),
      });
      const request = me();
      const outcome = expect(request).rejects.toMatchObject({
        status: 409,
        code: 'REFRESH_IN_PROGRESS',
      });
      await vi.advanceTimersByTimeAsync(10_000);
      await outcome;
      expect(api.callsTo('POST /user-auth/refresh-token')).toHaveLength(1);
      expect(getAccessToken()).toBe('access-1');
      expect(getRefreshToken()).toBe('refresh-1');
      expect(localStorage.getItem(storageKeys.user)).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('never refreshes for sign-in calls, whose 401 means something else', async () => {
    signIn();
    const api = mockApi({
      'POST /user-auth/verify-code': () =>
        jsonResponse(401, { message: 'Nope', code: 'UNAUTHORIZED' }),
    });
    await expect(
      apiRequest('/user-auth/verify-code', {
        method: 'POST',
        body: { phone: '+998901234567', code: '1234' },
        schema: (c) => c.loginResponseSchema,
        skipAuthRefresh: true,
      }),
    ).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(api.calls).toHaveLength(1);
    expect(getAccessToken()).toBe('access-1');
  });

  it('sends an anonymous call without the bearer token and never refreshes for it', async () => {
    signIn();
    const api = mockApi({
      'POST /audio': [
        () => jsonResponse(200, { url: '/media/tts/a.ogg' }),
        () => jsonResponse(401, { message: 'Nope', code: 'UNAUTHORIZED' }),
      ],
    });
    const audio = () =>
      apiClient.post('/audio', { speechText: 'Кошка' }, (c) => c.audioResponseSchema, {
        anonymous: true,
      });
    await expect(audio()).resolves.toEqual({ url: '/media/tts/a.ogg' });
    await expect(audio()).rejects.toMatchObject({ status: 401 });
    expect(api.calls.map((call) => call.authorization)).toEqual([null, null]);
    expect(getAccessToken()).toBe('access-1');
    expect(getRefreshToken()).toBe('refresh-1');
  });
});
