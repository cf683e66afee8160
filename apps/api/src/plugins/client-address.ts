import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Env } from '../env.js';
import { addressKey } from '../lib/address-key.js';

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count becomes "trust the nearest n addresses"
 * (Fastify refuses a bare number, as it cannot tell a proxy from a client that connects directly:
 * a hop count is for a server only its proxies can reach). A list is passed as is. Either way
 * request.ip is the right-most x-forwarded-for entry that is not a trusted proxy.
 */
export function trustProxyOption(setting: Env['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/**
 * What per-address limits count a request under: its client address (request.ip, after
 * TRUST_PROXY) as lib/address-key.ts keys it (IPv6 by its /64).
 */
export function clientKey(request: FastifyRequest): string {
  return addressKey(request.ip);
}
