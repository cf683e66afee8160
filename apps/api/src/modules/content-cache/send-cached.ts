import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { etagMatches, type CachedContent } from './content-cache.js';

/** Each cached entry's JSON, made once by the route's response schema (as Fastify would). */
const serialized = new WeakMap<CachedContent<unknown>, string>();

/**
 * Answers a content read with its ETag and `private, no-cache` (the phone keeps it and asks
 * again each time, cheaply): 304 with no body when If-None-Match names the ETag, else the JSON,
 * encoded by `schema` once per entry instead of on every request. Pass an entry of the content
 * cache (a stable object), and only after the user's access to the content was checked.
 */
export function sendCached<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedContent<T>,
  schema: z.ZodType,
): FastifyReply {
  reply.header('etag', entry.etag).header('cache-control', 'private, no-cache');
  if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  let json = serialized.get(entry);
  if (json === undefined) {
    json = JSON.stringify(z.encode(schema, entry.value));
    serialized.set(entry, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}
