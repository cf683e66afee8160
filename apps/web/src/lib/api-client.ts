import type { ErrorCode } from '@bolajon/contract';
import type { ZodType } from 'zod';
import { loadContractCore, type ContractCore } from './contract';
import { firstPaint } from './first-paint';
import { grownUpToken } from './grown-up';
import { endSession, getAccessToken, getRefreshToken, saveTokens } from './session';

/** The contract's GROWN_UP_HEADER, written here so the client needs no runtime contract import. */
const GROWN_UP_HEADER = 'x-grown-up';

export const API_BASE = '/api';

/** Codes the client gives to failures that never got an error body from the server. */
export const clientErrorCodes = {
  network: 'NETWORK_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
  sessionLost: 'SESSION_LOST',
} as const;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The error body's other fields (e.g. the gate's attemptsLeft, retryAfterSeconds). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Picks the contract schema of a success body, e.g. `(c) => c.userSchema`. A selector rather than
 * the schema itself so that callers need no runtime import of the contract (see ./contract.ts);
 * it picks from the contract's core, which holds every answer's schema.
 */
export type SchemaSelector<T> = (contract: ContractCore) => ZodType<T>;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** The schema of the success body; the result is what it parses to. */
  schema: SchemaSelector<T>;
  /** Sign-in calls answer 401 for their own reasons: never refresh for them. */
  skipAuthRefresh?: boolean;
  /**
   * A call anyone may make, sent without the bearer token (and so never refreshed): POST /audio,
   * spec section 7, whose answers are cached and shared by every user.
   */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** A family call behind the grown-up gate: the gate's pass goes in the x-grown-up header. */
  grownUp?: boolean;
  /** A write the server takes once however often it is sent (ADR 0050): its Idempotency-Key. */
  idempotencyKey?: string;
  /** More headers, e.g. the one that asks the service worker to keep the answer (ADR 0053). */
  headers?: Record<string, string>;
}

const REFRESH_PATH = '/user-auth/refresh-token';
const REFRESH_LOCK = 'bolajon-token-refresh';
/** The server's 409: another request rotated this refresh token moments ago (DESIGN.md section 4). */
const REFRESH_IN_PROGRESS = 'REFRESH_IN_PROGRESS' satisfies ErrorCode;
/** How long to wait for that request's pair to be stored (well within the server's 10 s grace). */
const PARALLEL_REFRESH_WAIT_MS = 3_000;
const PARALLEL_REFRESH_POLL_MS = 100;

async function send(
  path: string,
  options: Omit<RequestOptions<unknown>, 'schema'>,
  accessToken: string | null,
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  // A Blob (a File, a recording) goes as its own bytes with its own type; anything else as JSON.
  const raw = options.body instanceof Blob ? options.body : null;
  if (raw) headers['content-type'] = raw.type || 'application/octet-stream';
  else if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  if (options.grownUp) {
    const pass = grownUpToken();
    if (pass) headers[GROWN_UP_HEADER] = pass;
  }
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, clientErrorCodes.network, 'Network request failed');
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

async function errorFrom(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  try {
    const { errorBodySchema } = await loadContractCore();
    const parsed = errorBodySchema.safeParse(body);
    if (parsed.success) {
      return new ApiError(
        response.status,
        parsed.data.code,
        parsed.data.message,
        body as Record<string, unknown>,
      );
    }
  } catch {
    // Without the contract the body cannot be checked: report the bare status below.
  }
  return new ApiError(
    response.status,
    `HTTP_${response.status}`,
    response.statusText || `Request failed with status ${response.status}`,
  );
}

async function parseBody<T>(response: Response, schema: SchemaSelector<T>): Promise<T> {
  const contract = await loadContractCore();
  const result = schema(contract).safeParse(await readJson(response));
  if (!result.success) {
    throw new ApiError(
      response.status,
      clientErrorCodes.invalidResponse,
      'The server answered with an unexpected body',
    );
  }
  return result.data;
}

/** The access token stored once the refresh token is no longer `spent`; null if none comes in time. */
async function pairStoredAfter(spent: string): Promise<string | null> {
  const deadline = Date.now() + PARALLEL_REFRESH_WAIT_MS;
  for (;;) {
    const refreshToken = getRefreshToken();
    if (refreshToken === null) return null;
    const accessToken = getAccessToken();
    if (refreshToken !== spent && accessToken) return accessToken;
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, PARALLEL_REFRESH_POLL_MS));
  }
}

async function refreshTokens(staleAccessToken: string | null): Promise<string> {
  // Another request (or another tab) may have refreshed while this one waited.
  const current = getAccessToken();
  if (current && current !== staleAccessToken) return current;
  const refreshToken = getRefreshToken();
  if (!refreshToken)
    throw new ApiError(401, clientErrorCodes.sessionLost, 'No refresh token available');
  const response = await send(REFRESH_PATH, { method: 'POST', body: { refreshToken } }, null);
  if (!response.ok) {
    const error = await errorFrom(response);
    // Another tab (or a request whose answer got here first) rotated the token: use its pair.
    if (error.code === REFRESH_IN_PROGRESS) {
      const stored = await pairStoredAfter(refreshToken);
      if (stored) return stored;
    }
    throw error;
  }
  const pair = await parseBody(response, (contract) => contract.tokenPairSchema);
  saveTokens(pair);
  return pair.accessToken;
}

let refreshInFlight: Promise<string> | null = null;

/**
 * One refresh at a time: concurrent 401s share one in-flight promise, and a Web Lock keeps two
 * tabs from spending the same refresh token (the server revokes the whole family on reuse).
 */
function refreshOnce(staleAccessToken: string | null): Promise<string> {
  refreshInFlight ??= (async () => {
    try {
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      return locks
        ? await locks.request(REFRESH_LOCK, () => refreshTokens(staleAccessToken))
        : await refreshTokens(staleAccessToken);
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

function loseSession(reason: string): never {
  endSession('lost');
  throw new ApiError(401, clientErrorCodes.sessionLost, reason);
}

/**
 * The one way the app talks to the API: JSON in and out, the bearer token from storage, and on
 * a 401 one refresh and one retry per request. When there is no refresh token or the server
 * refuses it, the session ends (tokens and user data cleared; the app then shows /login). A
 * refresh that fails for lack of network or a server fault keeps the tokens: they may still be good.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  // A request made while the page's first screen renders goes out once that screen has painted:
  // its frame shows first, before the answers and the code that reads them compete with it for
  // the network and the main thread. (Later requests go at once.)
  await firstPaint();
  // The contract's core is needed to read the answer: fetch it alongside the request, not after.
  loadContractCore().catch(() => {});
  const accessToken = options.anonymous ? null : getAccessToken();
  let response = await send(path, options, accessToken);

  if (response.status === 401 && !options.skipAuthRefresh && !options.anonymous) {
    let freshToken: string;
    try {
      freshToken = await refreshOnce(accessToken);
    } catch (error) {
      // Refused (4xx) or impossible (no refresh token): the session is over. Anything else (no
      // network, a server fault, code that failed to load, a 409 for a refresh made elsewhere
      // whose pair never arrived) says nothing about the tokens.
      if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 409) {
        return loseSession(error.message);
      }
      throw error;
    }
    response = await send(path, options, freshToken);
    if (response.status === 401) return loseSession((await errorFrom(response)).message);
  }

  if (!response.ok) throw await errorFrom(response);
  return parseBody(response, options.schema);
}

type Init = Pick<
  RequestOptions<unknown>,
  'skipAuthRefresh' | 'anonymous' | 'signal' | 'grownUp' | 'idempotencyKey' | 'headers'
>;

export const apiClient = {
  get: <T>(path: string, schema: SchemaSelector<T>, init: Init = {}) =>
    apiRequest(path, { ...init, method: 'GET', schema }),
  post: <T>(path: string, body: unknown, schema: SchemaSelector<T>, init: Init = {}) =>
    apiRequest(path, { ...init, method: 'POST', body, schema }),
  put: <T>(path: string, body: unknown, schema: SchemaSelector<T>, init: Init = {}) =>
    apiRequest(path, { ...init, method: 'PUT', body, schema }),
  delete: <T>(path: string, schema: SchemaSelector<T>, init: Init = {}) =>
    apiRequest(path, { ...init, method: 'DELETE', schema }),
};
