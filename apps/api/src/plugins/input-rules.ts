import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.js';

/**
 * The path of the first string (or key) holding a NUL character, e.g. ['words', '2', 'text'];
 * null when there is none. Walks with its own stack: a deeply nested body cannot overflow it.
 */
export function findNul(value: unknown): string[] | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return item.path;
    } else if (
      item.value !== null &&
      typeof item.value === 'object' &&
      !Buffer.isBuffer(item.value)
    ) {
      for (const [key, child] of Object.entries(item.value)) {
        const path = [...item.path, key];
        if (key.includes('\u0000')) return path;
        stack.push({ value: child, path });
      }
    }
  }
  return null;
}

/**
 * No request may carry a NUL character in a string: PostgreSQL text cannot store it, and a
 * failed query would answer 500 and log the values. Checked before validation for every route,
 * in the body, the query string and the path parameters.
 */
export function registerInputRules(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts = { body: request.body, querystring: request.query, params: request.params };
    for (const [where, value] of Object.entries(parts)) {
      const path = findNul(value);
      if (path) {
        const full = path.join('.').replaceAll('\u0000', '\\u0000');
        // A deeply nested body names only the end of its path.
        const field = full.length > 100 ? `…${full.slice(-100)}` : full;
        throw badRequest(
          `Invalid ${where}: ${field ? `${field}: ` : ''}must not contain the NUL character`,
        );
      }
    }
  });
}
