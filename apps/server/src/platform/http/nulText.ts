import type { FastifyRequest } from 'fastify';
import { fieldError } from '../errors';

export const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000).';

/** The path of the first string holding a NUL character, or null when there is none. */
export function findNulText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNulText(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold NUL, so such input would fail in the database as a 500; it is
 * refused here as a 400 naming the field instead.
 */
export function rejectNulText(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>) {
  for (const [part, value] of [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const) {
    const field = findNulText(value);
    if (field !== null) throw fieldError(field || part, NUL_MESSAGE);
  }
}
