import type { SubmitAnswerRequest } from '@bolajon/contract';

/** An answer given without the network, waiting on the device to be sent (ADR 0052). */
export interface QueuedAnswer {
  /** Its Idempotency-Key (ADR 0050): the answer's client id, the same for every send. */
  key: string;
  /** Who gave it (./learner.ts): sent only with this learner's token. */
  learner: string;
  gameId: number;
  /** One visit to the game's play: the device's round, for the outro and the map. */
  playId: string;
  /** Questions in the game when it was played: a round is complete once each has an answer. */
  questionCount: number;
  body: SubmitAnswerRequest;
  /** The contract's judge on the device: the verdict the child saw, until the server's. */
  isCorrect: boolean;
  /** When it was given, ms since the epoch. */
  at: number;
}

/** A queued answer as stored: `seq` orders the queue (oldest first). */
interface StoredAnswer extends QueuedAnswer {
  seq?: number;
}

/** The answer went to the queue, not to the server: the game goes on with the local verdict. */
export class AnswerQueuedError extends Error {
  override readonly name = 'AnswerQueuedError';
  constructor() {
    super('The answer is queued on the device until the network returns');
  }
}

export const isAnswerQueued = (error: unknown): error is AnswerQueuedError =>
  error instanceof AnswerQueuedError;

const DB_NAME = 'bolajon-answers';
const DB_VERSION = 1;
const STORE = 'answers';

let opening: Promise<IDBDatabase> | null = null;

function openQueue(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is not available'));
      return;
    }
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, {
        keyPath: 'seq',
        autoIncrement: true,
      });
      store.createIndex('learner', 'learner');
      store.createIndex('key', 'key', { unique: true });
    };
    request.onsuccess = () => {
      const db = request.result;
      // A newer version of the app in another tab upgrades the database: let it.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** One transaction on the store; resolves with `work`'s result once the transaction commits. */
async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T> | T,
): Promise<T> {
  const db = await openQueue();
  const tx = db.transaction(STORE, mode);
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  const result = await work(tx.objectStore(STORE));
  await done;
  return result;
}

function result<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** What changed: an answer joined the queue, or one left it (sent, or dropped). */
export type QueueChange = 'queued' | 'removed';
type Listener = (change: QueueChange) => void;
const listeners = new Set<Listener>();

/** Calls back after every change of the queue in this tab. */
export function subscribeAnswerQueue(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function changed(change: QueueChange) {
  for (const listener of listeners) listener(change);
}

/** Puts `answer` at the end of the queue. Throws when the device cannot store it. */
export async function enqueueAnswer(answer: QueuedAnswer): Promise<void> {
  await inStore('readwrite', (store) => result(store.add({ ...answer } satisfies StoredAnswer)));
  changed('queued');
}

/** The learner's queued answers, oldest first; none when the device has no IndexedDB. */
export async function queuedAnswersOf(learner: string): Promise<QueuedAnswer[]> {
  try {
    // An index lists records by its key, then by the primary key: `seq`, the order queued.
    const stored = await inStore('readonly', (store) =>
      result(
        store.index('learner').getAll(IDBKeyRange.only(learner)) as IDBRequest<StoredAnswer[]>,
      ),
    );
    return stored.map(({ seq: _seq, ...answer }) => answer);
  } catch {
    return [];
  }
}

/** Whether the learner has answers waiting: a new answer then queues behind them. */
export async function hasQueuedAnswers(learner: string): Promise<boolean> {
  try {
    const count = await inStore('readonly', (store) =>
      result(store.index('learner').count(IDBKeyRange.only(learner))),
    );
    return count > 0;
  } catch {
    return false;
  }
}

/** Takes the answer with Idempotency-Key `key` off the queue (sent, or refused for good). */
export async function removeQueuedAnswer(key: string): Promise<void> {
  await inStore('readwrite', async (store) => {
    const seq = await result(store.index('key').getKey(key));
    if (seq !== undefined) await result(store.delete(seq));
  });
  changed('removed');
}
