import path from 'node:path';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { transactionOn, type Database } from './db/client.js';
import type { Env } from './env.js';
import { AudioCache } from './modules/audio/audio.cache.js';
import { createAudioRepository } from './modules/audio/audio.repository.js';
import { audioRoutes } from './modules/audio/audio.routes.js';
import { createAudioService } from './modules/audio/audio.service.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createTokenService } from './modules/auth/tokens.js';
import { devRoutes } from './modules/dev/dev.routes.js';
import { createDictionaryRepository } from './modules/dictionary/dictionary.repository.js';
import { dictionaryRoutes } from './modules/dictionary/dictionary.routes.js';
import { createDictionaryService } from './modules/dictionary/dictionary.service.js';
import { createRequestKeysRepository } from './modules/request-keys/request-keys.repository.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { trackReadiness } from './modules/health/readiness.js';
import { createCourseAccessRepository } from './modules/access/course-access.js';
import { createAdminRepository } from './modules/admin/admin.repository.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { createAdminService } from './modules/admin/admin.service.js';
import { cacheCatalogue } from './modules/catalogue/catalogue.cache.js';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { createCatalogueService } from './modules/catalogue/catalogue.service.js';
import { createContentCache } from './modules/content-cache/content-cache.js';
import { readContentVersion } from './modules/content-cache/content-version.js';
import { cacheProgressContent } from './modules/progress/progress.content.js';
import { createProgressRepository } from './modules/progress/progress.repository.js';
import { progressRoutes } from './modules/progress/progress.routes.js';
import { createProgressService } from './modules/progress/progress.service.js';
import { registerMedia } from './plugins/media.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { registerMetrics } from './plugins/metrics.js';
import { backupRoutes } from './modules/backup/backup.routes.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { authPlugin } from './plugins/auth.js';
import { compressJson } from './plugins/compress-json.js';
import { trustProxyOption } from './plugins/client-address.js';
import { boundDatabaseQueue } from './plugins/database-queue.js';
import { errorServerOptions, registerErrorHandler, sendNotFound } from './plugins/errors.js';
import { registerInputRules } from './plugins/input-rules.js';
import { acceptEmptyJsonBodies } from './plugins/json-body.js';
import { trackRequestsInFlight } from './plugins/requests-in-flight.js';
import { createRateLimitRepository } from './plugins/rate-limit.js';
import { createFamilyRepository } from './modules/family/family.repository.js';
import { familyRoutes } from './modules/family/family.routes.js';
import { createFamilyService } from './modules/family/family.service.js';
import { createGate } from './modules/family/gate.js';
import { LocalMediaStore } from './media/media-store.js';
import { LocalPictureStore } from './media/picture-store.js';
import { lazyTwemojiIndex } from './media/twemoji-search.js';
import { studioPictureRoutes } from './modules/studio-media/studio-pictures.routes.js';
import { createStudioPicturesService } from './modules/studio-media/studio-pictures.service.js';
import { studioRecordingRoutes } from './modules/studio-media/studio-recordings.routes.js';
import { createStudioRecordingsService } from './modules/studio-media/studio-recordings.service.js';
import { createStudioRepository } from './modules/studio/studio.repository.js';
import { studioRoutes } from './modules/studio/studio.routes.js';
import { createStudioService } from './modules/studio/studio.service.js';
import { createStudioDraftsService } from './modules/studio/studio-drafts.service.js';
import { createPublishLossRepository } from './modules/studio/publish-loss.repository.js';
import { createPublishLossService } from './modules/studio/publish-loss.service.js';
import { securityHeaders } from './plugins/security-headers.js';
import {
  createStorageHealth,
  probeDatabaseWrite,
  type StorageHealth,
} from './plugins/storage-health.js';
import { registerWebApp } from './plugins/web.js';
import { ConsoleSmsSender, createSmsSender, type SmsSender } from './sms/index.js';
import { createTtsEngine, type TtsEngine } from './tts/index.js';

export const BODY_LIMIT_BYTES = 100 * 1024;

export interface AppDeps {
  database: Database;
  env: Env;
  sms?: SmsSender;
  /** The speech engine; undefined means the one TTS_PROVIDER names, null means none (503). */
  tts?: TtsEngine | null;
  /** The clock the rules read; tests move it. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  serveWeb?: boolean;
  /** The synthesised-phrase cache; undefined means the one under MEDIA_DIR/tts (tests pass a fake disk). */
  audioCache?: AudioCache;
}

/**
 * The API (and, with `serveWeb`, the built web app): the server, what every request goes
 * through, the modules' services built from what is injected, their routes under /api.
 */
export async function buildApp(deps: AppDeps) {
  const { env } = deps;
  const app = createServer(env, deps.logger);
  // Both watch every route registered after them (issue 25).
  await registerApiDocs(app, env);
  await registerMetrics(app, { database: deps.database, env });
  const audioCache = deps.audioCache ?? createAudioCache(env, deps.now);
  const storage = createStorageHealth({
    probe: async () => {
      await probeDatabaseWrite(deps.database.db);
      await audioCache.probeWrite();
    },
    log: app.log,
    now: deps.now,
  });
  registerRequestHandling(app, env, storage);

  const services = await createServices(deps, app.log, audioCache);
  await app.register(authPlugin, {
    tokens: services.tokens,
    isEditor: (userId) => services.users.isEditor(userId),
  });
  await app.register((api) => registerApi(api, deps, storage, services), { prefix: '/api' });

  await registerMedia(app, env.MEDIA_DIR);
  if (deps.serveWeb) await registerWebApp(app, env.WEB_DIST);
  else app.setNotFoundHandler(sendNotFound);
  return app;
}

function createServer(env: Env, logger: AppDeps['logger']) {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    ...errorServerOptions,
    // Refused with our own 503 body while closing (plugins/requests-in-flight.ts).
    return503OnClosing: false,
  });
  trackRequestsInFlight(app);
  trackReadiness(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** The synthesised-phrase cache under MEDIA_DIR/tts. */
function createAudioCache(env: Env, now: AppDeps['now']) {
  return new AudioCache(path.join(env.MEDIA_DIR, 'tts'), env.TTS_CACHE_MAX_MB * 1024 * 1024, now, {
    keepMs: env.TTS_CACHE_KEEP_HOURS * 3_600_000,
  });
}

/** What every request goes through: errors mapped once, body and input rules, security headers. */
function registerRequestHandling(app: FastifyInstance, env: Env, storage: StorageHealth) {
  registerErrorHandler(app, { storage });
  acceptEmptyJsonBodies(app);
  registerInputRules(app);
  securityHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity:
      env.NODE_ENV === 'production' ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}

const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Every module's service, each on its repositories over the one database, the app's clock and
 * the senders it was given (or those `env` names).
 */
async function createServices(deps: AppDeps, log: FastifyBaseLogger, audioCache: AudioCache) {
  const { env, database, now } = deps;
  const { db } = database;
  const sms = deps.sms ?? createSmsSender(env, log);
  const tts = deps.tts !== undefined ? deps.tts : await createTtsEngine(env, log);
  const tokens = createTokenService(env.AUTH_SECRET);
  const transaction = transactionOn(db);
  const rateLimits = createRateLimitRepository(db);

  const usersRepo = createUsersRepository(db);
  // Idempotency-Keys of the learner's writes (ADR 0050), shared by the services that take them.
  const requestKeys = createRequestKeysRepository(db);
  const users = createUsersService({ repo: usersRepo, requestKeys, transaction, now });
  const auth = createAuthService({
    repo: createAuthRepository(db),
    transaction,
    rateLimits,
    users,
    tokens,
    sms,
    allowedCountries: env.SMS_ALLOWED_COUNTRIES,
    messageTemplate: env.SMS_TEXT_TEMPLATE,
    log,
    now,
  });

  const cachedCatalogue = cacheCatalogue(
    createCatalogueRepository(db),
    createContentCache({
      readVersion: () => readContentVersion(db),
      now: now && (() => now().getTime()),
    }),
  );
  const catalogueRepo = cachedCatalogue.repo;
  const access = createCourseAccessRepository(db);
  const catalogue = createCatalogueService(cachedCatalogue, access);
  const progressRepo = createProgressRepository(db);
  const progress = createProgressService({
    progress: progressRepo,
    requestKeys,
    transaction,
    content: cacheProgressContent(progressRepo, catalogueRepo, cachedCatalogue.cache),
    catalogueRepo,
    catalogue,
    now,
  });
  const dictionary = createDictionaryService({
    dictionary: createDictionaryRepository(db),
    requestKeys,
    catalogue,
    transaction,
    now,
  });
  const admin = createAdminService({
    repo: createAdminRepository(db, access),
    transaction,
    now,
  });

  const studioRepo = createStudioRepository(db);
  const studio = createStudioService({ repo: studioRepo, transaction });
  const studioDrafts = createStudioDraftsService({
    db,
    repo: studioRepo,
    transaction,
    media: new LocalMediaStore(env.MEDIA_DIR),
    mediaDir: env.MEDIA_DIR,
  });
  const publishLoss = createPublishLossService({
    studio: studioRepo,
    repo: createPublishLossRepository(db),
  });
  const studioPictures = createStudioPicturesService({
    store: new LocalPictureStore(env.MEDIA_DIR),
    twemoji: lazyTwemojiIndex(),
    log,
  });
  const studioRecordings = createStudioRecordingsService({
    store: new LocalMediaStore(env.MEDIA_DIR),
    log,
  });

  const family = createFamilyService({
    repo: createFamilyRepository(db),
    children: usersRepo,
    gate: createGate(env.AUTH_SECRET),
    transaction,
    courseTree: () => catalogueRepo.courseTree(),
    now,
  });

  const audioRepository = createAudioRepository(db);
  const audio = createAudioService({
    engine: tts,
    cache: audioCache,
    repo: rateLimits,
    limitPerHour: env.AUDIO_RATE_LIMIT_PER_HOUR,
    maxNewPerHour: env.TTS_MAX_NEW_PER_HOUR,
    contentTexts: () => audioRepository.contentTexts(),
    pronunciations: audioRepository,
    maxConcurrent: env.TTS_MAX_CONCURRENT,
    maxQueued: env.TTS_MAX_QUEUED,
    log,
    now,
  });

  /** The dev outbox shows the codes the console sender "sent"; never in production. */
  const outbox = sms instanceof ConsoleSmsSender && env.NODE_ENV !== 'production' ? sms : null;
  return {
    tokens,
    users,
    auth,
    family,
    catalogue,
    progress,
    dictionary,
    admin,
    studio,
    studioDrafts,
    publishLoss,
    studioPictures,
    studioRecordings,
    audio,
    outbox,
  };
}

type Services = Awaited<ReturnType<typeof createServices>>;

/** The routes under /api: never cached, bounded on PGlite, JSON compressed, one module each. */
async function registerApi(
  api: FastifyInstance,
  { database, env }: AppDeps,
  storage: StorageHealth,
  services: Services,
) {
  api.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  if (database.engine === 'pglite') {
    boundDatabaseQueue(api, env.PGLITE_MAX_PENDING, database.turns);
  }
  compressJson(api);
  await api.register(healthRoutes, { database, storage });
  await api.register(authRoutes, { auth: services.auth });
  await api.register(usersRoutes, { users: services.users });
  await api.register(familyRoutes, { family: services.family, auth: services.auth });
  await api.register(catalogueRoutes, { catalogue: services.catalogue });
  await api.register(progressRoutes, { progress: services.progress });
  await api.register(dictionaryRoutes, { dictionary: services.dictionary });
  await api.register(adminRoutes, { admin: services.admin });
  await api.register(studioRoutes, {
    studio: services.studio,
    drafts: services.studioDrafts,
    loss: services.publishLoss,
  });
  await api.register(studioPictureRoutes, {
    pictures: services.studioPictures,
    guard: api.requireEditor,
  });
  await api.register(studioRecordingRoutes, {
    recordings: services.studioRecordings,
    guard: api.requireEditor,
  });
  await api.register(audioRoutes, { audio: services.audio });
  await api.register(backupRoutes, { database, env });
  if (services.outbox) await api.register(devRoutes, { outbox: services.outbox });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
