import type { LessonWithDictionaries } from '@bolajon/contract';
import {
  controlledByServiceWorker,
  fakeNetworkWithWorker,
  installFakeCaches,
  type FakeCacheStorage,
  type ServedCall,
} from '../../../test/fake-cache-storage';
import {
  sampleGame,
  sampleHome,
  sampleProgress,
  sampleQuestions,
  sampleSettings,
} from '../../../test/fixtures';
import { signInAs } from '../../../test/learner-token';
import { jsonResponse, sampleUser } from '../../../test/utils';
import { API_CACHE, MEDIA_CACHE, keptCacheName } from '../cache-keys';
import {
  canKeepLessons,
  freeEverything,
  freeLesson,
  keepLesson,
  keptLessons,
  mediaUrlsIn,
} from '../keep-lesson';

const SOUND = '/media/c/0123456789abcdef.ogg';
/** What a browser without Ogg Opus plays instead (lib/playable-audio.ts). */
const playable = (url: string) => url.replace(/\.ogg$/, '.m4a');

function lessonWords(id: number, title: string, titleUz: string | null): LessonWithDictionaries {
  const path = {
    id,
    title,
    titleUz,
    block: {
      title: 'Знакомство',
      titleUz: null,
      module: { title: 'Модуль', titleUz: null, course: { id: 1, title: 'Курс', titleUz: null } },
    },
  };
  return {
    id,
    title,
    titleUz,
    dictionaries: [
      {
        id: id * 100,
        word: 'привет',
        translation: 'salom',
        // The game's main picture again: a file named twice is fetched once.
        imageUrl: '/media/c/main.svg',
        audioUrl: SOUND,
        translationAudioUrl: null,
        lesson: path,
      },
    ],
  };
}

/** The media files of the fixtures below, each its size in bytes. */
const mediaSizes: Record<string, number> = {
  '/media/c/main.svg': 100,
  '/media/c/first.webm': 5000,
  '/media/c/first.png': 300,
  '/media/c/last.webm': 4000,
  '/media/c/last.png': 200,
  '/media/c/star.svg': 50,
  '/media/c/q1.svg': 70,
  '/media/c/q2.svg': 80,
  '/media/c/0123456789abcdef.m4a': 900,
};
const file = (bytes: number) => () => new Response(new Uint8Array(bytes), { status: 200 });

/** The server's answers for lessons 1 and 2 (games 11, 12 and 21, sharing their files). */
function answers(overrides: Record<string, () => Response> = {}): Record<string, () => Response> {
  const api = (path: string, body: unknown) => [`/api${path}`, () => jsonResponse(200, body)];
  return {
    ...Object.fromEntries([
      api('/lessons/1/with-dictionaries', lessonWords(1, 'Привет!', 'Salom!')),
      api('/lessons/2/with-dictionaries', lessonWords(2, 'Моя семья', null)),
      api('/home', sampleHome()),
      api('/home/my-progress', sampleProgress()),
      api('/users/me', sampleUser),
      api('/settings/default', sampleSettings),
      api('/admin/achievements', []),
      api('/user-achievements/my-achievements', []),
      api('/games/11', sampleGame({ id: 11 })),
      api('/games/12', sampleGame({ id: 12, number: 2 })),
      api('/games/21', sampleGame({ id: 21 })),
      api('/questions/by-game/11', sampleQuestions()),
      api('/questions/by-game/12', sampleQuestions()),
      api('/questions/by-game/21', sampleQuestions()),
    ]),
    ...Object.fromEntries(Object.entries(mediaSizes).map(([path, size]) => [path, file(size)])),
    ...overrides,
  };
}

let storage: FakeCacheStorage;
beforeEach(() => {
  storage = installFakeCaches();
});

const lessonCalls = (calls: ServedCall[]) => calls.filter((c) => c.path.startsWith('/api/'));
const mediaCalls = (calls: ServedCall[]) => calls.filter((c) => c.path.startsWith('/media/'));

describe('keepLesson', () => {
  it("asks for every read of the lesson with the header naming the child's lesson cache", async () => {
    signInAs(7, 3);
    const network = fakeNetworkWithWorker(storage, answers());
    await keepLesson(1, { gameIds: [11, 12], playable });

    const cacheName = keptCacheName('7.3', 1);
    const reads = lessonCalls(network.calls);
    expect(reads.map((call) => call.path).sort()).toEqual(
      [
        '/api/admin/achievements',
        '/api/games/11',
        '/api/games/12',
        '/api/home',
        '/api/home/my-progress',
        '/api/lessons/1/with-dictionaries',
        '/api/questions/by-game/11',
        '/api/questions/by-game/12',
        '/api/settings/default',
        '/api/user-achievements/my-achievements',
        '/api/users/me',
      ].sort(),
    );
    for (const call of network.calls) expect(call.keep, call.path).toBe(cacheName);
    // The worker keys each answer by the child the token names.
    expect(reads.every((call) => call.authorization?.startsWith('Bearer '))).toBe(true);
    expect(storage.get(cacheName)?.paths()).toContain('/api/home?__u=7.3');
  });

  it('fetches each file the answers name once, the copy this browser plays', async () => {
    signInAs(7, 3);
    const network = fakeNetworkWithWorker(storage, answers());
    await keepLesson(1, { gameIds: [11, 12], playable });

    const files = mediaCalls(network.calls).map((call) => call.path);
    expect(files.sort()).toEqual(Object.keys(mediaSizes).sort());
    expect(files).not.toContain(SOUND);
    expect(new Set(files).size).toBe(files.length);
  });

  it('writes the marker last, with the title and the bytes of everything kept', async () => {
    signInAs(7, 3);
    fakeNetworkWithWorker(storage, answers());
    const kept = await keepLesson(1, { gameIds: [11, 12], playable });

    const cacheName = keptCacheName('7.3', 1);
    const writes = storage.log.filter((entry) => entry.startsWith(`put ${cacheName} `));
    expect(writes).toHaveLength(11 + Object.keys(mediaSizes).length + 1);
    expect(writes.at(-1)).toBe(`put ${cacheName} /__bolajon-kept-lesson__`);
    expect(storage.log.at(-1)).toBe(writes.at(-1));

    const cache = storage.get(cacheName)!;
    let apiBytes = 0;
    for (const request of await cache.keys()) {
      if (new URL(request.url).pathname.startsWith('/api/'))
        apiBytes += (await (await cache.match(request))!.blob()).size;
    }
    const mediaBytes = Object.values(mediaSizes).reduce((sum, size) => sum + size, 0);
    expect(apiBytes).toBeGreaterThan(0);
    expect(kept).toMatchObject({
      lessonId: 1,
      title: 'Привет!',
      titleUz: 'Salom!',
      bytes: mediaBytes + apiBytes,
    });
    expect(await keptLessons()).toEqual([kept]);
  });

  it('keeps no marker when a file cannot be had, and keeps it whole on the next try', async () => {
    signInAs(7, 3);
    fakeNetworkWithWorker(
      storage,
      answers({ '/media/c/last.webm': () => new Response('gone', { status: 404 }) }),
    );
    await expect(keepLesson(1, { gameIds: [11, 12], playable })).rejects.toThrow(
      /media\/c\/last\.webm/,
    );
    expect(await keptLessons()).toEqual([]);
    expect(storage.log.some((entry) => entry.endsWith('/__bolajon-kept-lesson__'))).toBe(false);

    fakeNetworkWithWorker(storage, answers());
    await keepLesson(1, { gameIds: [11, 12], playable });
    expect((await keptLessons()).map((lesson) => lesson.lessonId)).toEqual([1]);
  });

  it('keeps no marker when a read of the lesson fails', async () => {
    signInAs(7, 3);
    const network = fakeNetworkWithWorker(
      storage,
      answers({ '/api/questions/by-game/12': () => new Response('oops', { status: 500 }) }),
    );
    await expect(keepLesson(1, { gameIds: [11, 12], playable })).rejects.toThrow();
    expect(await keptLessons()).toEqual([]);
    // No file is fetched for a lesson whose reads did not all come.
    expect(mediaCalls(network.calls)).toEqual([]);
  });
});

describe('keptLessons, freeLesson and freeEverything', () => {
  it("lists only the signed-in child's lessons, in lesson order", async () => {
    fakeNetworkWithWorker(storage, answers());
    signInAs(7, 3);
    await keepLesson(2, { gameIds: [21], playable });
    await keepLesson(1, { gameIds: [11], playable });

    // The sibling on the same phone: another key, nothing of the first child's.
    signInAs(7, 4);
    expect(await keptLessons()).toEqual([]);
    await keepLesson(2, { gameIds: [21], playable });
    expect(await keptLessons()).toEqual([
      expect.objectContaining({ lessonId: 2, title: 'Моя семья', titleUz: null }),
    ]);

    signInAs(7, 3);
    expect((await keptLessons()).map((lesson) => lesson.lessonId)).toEqual([1, 2]);
    // Another family's child with the same child id sees nothing either.
    signInAs(8, 3);
    expect(await keptLessons()).toEqual([]);
  });

  it('lists nothing where the browser has no Cache Storage', async () => {
    vi.stubGlobal('caches', undefined);
    expect(await keptLessons()).toEqual([]);
  });

  it('frees only that lesson of that child', async () => {
    fakeNetworkWithWorker(storage, answers());
    signInAs(7, 4);
    await keepLesson(1, { gameIds: [11], playable });
    signInAs(7, 3);
    await keepLesson(1, { gameIds: [11], playable });
    await keepLesson(2, { gameIds: [21], playable });
    await storage.open(API_CACHE);

    await freeLesson(1);
    expect((await keptLessons()).map((lesson) => lesson.lessonId)).toEqual([2]);
    expect((await storage.keys()).sort()).toEqual(
      [API_CACHE, keptCacheName('7.3', 2), keptCacheName('7.4', 1)].sort(),
    );
    signInAs(7, 4);
    expect((await keptLessons()).map((lesson) => lesson.lessonId)).toEqual([1]);
  });

  it("frees every child's kept lessons and the API copies, not the shell or the media", async () => {
    fakeNetworkWithWorker(storage, answers());
    signInAs(7, 4);
    await keepLesson(1, { gameIds: [11], playable });
    signInAs(7, 3);
    await keepLesson(2, { gameIds: [21], playable });
    const precache = 'workbox-precache-v2-http://localhost:3000/';
    for (const name of [API_CACHE, MEDIA_CACHE, precache]) await storage.open(name);

    await freeEverything();
    expect((await storage.keys()).sort()).toEqual([MEDIA_CACHE, precache].sort());
  });
});

describe('mediaUrlsIn', () => {
  it('finds every /media address at any depth, once each', () => {
    const found = mediaUrlsIn({
      a: '/media/c/a.svg',
      list: [{ b: '/media/c/b.ogg' }, ['/media/c/a.svg', null, 3, true]],
      nested: { deeper: { c: '/media/r/c.webm' } },
      notMedia: ['https://example.com/media/c/x.svg', '/api/media/c/y.svg', 'media/c/z.svg'],
    });
    expect([...found].sort()).toEqual(['/media/c/a.svg', '/media/c/b.ogg', '/media/r/c.webm']);
  });
});

describe('canKeepLessons', () => {
  it('needs both Cache Storage and a service worker in control', () => {
    expect(canKeepLessons()).toBe(false);
    const container = controlledByServiceWorker();
    expect(canKeepLessons()).toBe(true);
    container.controller = null;
    expect(canKeepLessons()).toBe(false);
    container.controller = {};
    vi.stubGlobal('caches', undefined);
    expect(canKeepLessons()).toBe(false);
  });
});
