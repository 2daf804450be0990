import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { findNulText, NUL_MESSAGE, rejectNulText } from './nulText';

describe('findNulText', () => {
  it('finds nothing in clean input of any shape', () => {
    expect(findNulText({ a: 'x', b: [1, 'y', { c: null }], d: true })).toBeNull();
    expect(findNulText(undefined)).toBeNull();
    expect(findNulText(42)).toBeNull();
  });

  it('names the path of the first string holding NUL', () => {
    expect(findNulText({ a: 'ok', b: 'bad\u0000' })).toBe('b');
    expect(findNulText({ searchFields: { userName: '\u0000' } })).toBe('searchFields.userName');
    expect(findNulText({ claims: [{ type: 'PO' }, { type: 'x\u0000' }] })).toBe('claims.1.type');
    expect(findNulText('\u0000')).toBe('');
  });
});

describe('rejectNulText', () => {
  it('passes clean requests', () => {
    expect(() => rejectNulText({ params: { id: '1' }, query: { q: 'a' }, body: { b: 'c' } })).not.toThrow();
  });

  it('400s the field holding NUL, wherever it came from', () => {
    for (const [request, field] of [
      [{ params: { id: '1\u0000' }, query: {}, body: undefined }, 'id'],
      [{ params: {}, query: { searchTerm: '\u0000' }, body: undefined }, 'searchTerm'],
      [{ params: {}, query: {}, body: { email: 'a\u0000@b.c' } }, 'email'],
      [{ params: {}, query: {}, body: '\u0000' }, 'body'],
    ] as const) {
      let error: unknown;
      try {
        rejectNulText(request);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).errors).toEqual({ [field]: NUL_MESSAGE });
    }
  });
});
