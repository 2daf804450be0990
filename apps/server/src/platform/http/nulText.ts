import type { FastifyRequest } from 'fastify';
import { fieldError } from '../errors';

export const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000).';
export const LONE_SURROGATE_MESSAGE =
  'Text may not contain a lone UTF-16 surrogate (\\uD800-\\uDFFF without its pair): it is no character.';
/** How deep a request's JSON may nest: far more than any contract needs, far less than a stack holds. */
export const MAX_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `The body is too deeply nested (more than ${MAX_DEPTH} levels).`;

/** In a `u` pattern a surrogate pair is one code point, so this matches only a surrogate without its pair. */
const LONE_SURROGATE = /\p{Cs}/u;

export interface TextProblem {
  /** The dotted path of the value at fault ('' for the value itself). */
  path: string;
  message: string;
}

/**
 * The first string that cannot be stored (holding NUL or a lone surrogate), or nesting deeper
 * than MAX_DEPTH, in document order; null when there is none. Iterative, with the depth
 * bounded, so no input can exhaust the stack: a body of 20,000 nested arrays is an answer, not a crash.
 */
export function findBadText(value: unknown): TextProblem | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: v, path, depth } = next;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return { path, message: NUL_MESSAGE };
      if (LONE_SURROGATE.test(v)) return { path, message: LONE_SURROGATE_MESSAGE };
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (depth >= MAX_DEPTH) return { path: '', message: TOO_DEEP_MESSAGE };
    const entries = Object.entries(v);
    // Pushed last to first, so the first entry is looked at first, as a reader would.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      pending.push({ value: item, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return null;
}

/** The first problem of findBadText as the 400 naming its field (the part itself when the value is the part). */
export function rejectBadText(value: unknown, part: string) {
  const problem = findBadText(value);
  if (problem) throw fieldError(problem.path || part, problem.message);
}

/**
 * PostgreSQL text cannot hold NUL, and its JSON (an audit row) refuses a lone surrogate, so such
 * input would fail in the database as a 500; absurd nesting would exhaust the stack of whatever
 * walks it next. Each is refused here, before validation, as a 400 naming the field.
 */
export function rejectUnstorableInput(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>) {
  rejectBadText(request.params, 'params');
  rejectBadText(request.query, 'querystring');
  rejectBadText(request.body, 'body');
}
