import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.js';

/**
 * How deep and how large a request's parsed input may be. No call of the API takes more than a
 * few levels or a few hundred values (the largest is a list of answers); the bounds are far
 * above that and far below what costs time to walk.
 */
export const INPUT_LIMITS = { maxDepth: 32, maxNodes: 10_000 } as const;

export type InputProblem =
  { kind: 'nul'; path: string[] } | { kind: 'too-deep' } | { kind: 'too-large' };

interface Frame {
  value: unknown;
  key: string | null;
  parent: Frame | null;
  depth: number;
}

function pathOf(frame: Frame): string[] {
  const path: string[] = [];
  for (let at: Frame | null = frame; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The first problem in a parsed input: a string or key holding a NUL character (with its path,
 * e.g. ['words', '2', 'text']), nesting past `maxDepth`, or more than `maxNodes` values. One pass
 * with its own stack, each value visited once and its path built only when a NUL is found, so
 * the cost is linear in the input and bounded by `maxNodes` (a path copied at every level made
 * a body of 50,000 nested arrays take 50 s).
 */
export function inspectInput(
  value: unknown,
  limits: { maxDepth: number; maxNodes: number } = INPUT_LIMITS,
): InputProblem | null {
  const stack: Frame[] = [{ value, key: null, parent: null, depth: 0 }];
  let nodes = 0;
  while (stack.length > 0) {
    const frame = stack.pop()!;
    nodes += 1;
    if (nodes > limits.maxNodes) return { kind: 'too-large' };
    const item = frame.value;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return { kind: 'nul', path: pathOf(frame) };
      continue;
    }
    if (item === null || typeof item !== 'object' || Buffer.isBuffer(item)) continue;
    if (frame.depth >= limits.maxDepth) return { kind: 'too-deep' };
    for (const key in item) {
      if (!Object.hasOwn(item, key)) continue;
      const child: Frame = {
        value: (item as Record<string, unknown>)[key],
        key,
        parent: frame,
        depth: frame.depth + 1,
      };
      if (key.includes('\u0000')) return { kind: 'nul', path: pathOf(child) };
      stack.push(child);
      if (stack.length + nodes > limits.maxNodes) return { kind: 'too-large' };
    }
  }
  return null;
}

/**
 * Before validation, on every route, in the body, the query string and the path parameters:
 * no NUL character (PostgreSQL text cannot store it, and a failed query would answer 500 and log
 * the values), and no input nested or sized past INPUT_LIMITS (a schema would walk it again).
 */
export function registerInputRules(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts = { body: request.body, querystring: request.query, params: request.params };
    for (const [where, value] of Object.entries(parts)) {
      const problem = inspectInput(value);
      if (!problem) continue;
      if (problem.kind === 'too-deep') {
        throw badRequest(`Invalid ${where}: nested more than ${INPUT_LIMITS.maxDepth} levels`);
      }
      if (problem.kind === 'too-large') {
        throw badRequest(`Invalid ${where}: more than ${INPUT_LIMITS.maxNodes} values`);
      }
      const full = problem.path.join('.').replaceAll('\u0000', '\\u0000');
      const field = full.length > 100 ? `…${full.slice(-100)}` : full;
      throw badRequest(
        `Invalid ${where}: ${field ? `${field}: ` : ''}must not contain the NUL character`,
      );
    }
  });
}
