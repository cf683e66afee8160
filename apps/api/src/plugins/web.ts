import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './errors.js';

/** The copies apps/web/scripts/compress.mjs writes next to each text file of the build. */
const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * Serves the built web app: hashed assets cached for a year, everything else (index.html, the
 * public folder's files) revalidated every time, and every path that is not /api or /media
 * answered with index.html so the client router takes over. A text file goes out as its
 * precompressed .br or .gz copy when the client accepts it (with `Vary: Accept-Encoding`).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built; only the API is served');
    app.setNotFoundHandler(sendNotFound);
    return;
  }
  const assets = path.resolve(webDist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The copies are chosen by Accept-Encoding only; asked for by name they would go out with
    // the wrong type.
    allowedPath: (pathName) => !PRECOMPRESSED.test(pathName),
    setHeaders(res, filePath) {
      const immutable = path.resolve(filePath).startsWith(assets);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/media/');
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !read || path.extname(request.url.split('?')[0] ?? '')) {
      return sendNotFound(request, reply);
    }
    return reply.sendFile('index.html');
  });
}
