import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import {
  findBadText,
  LONE_SURROGATE_MESSAGE,
  MAX_DEPTH,
  NUL_MESSAGE,
  rejectUnstorableInput,
  TOO_DEEP_MESSAGE,
} from './nulText';

/** `levels` arrays, one inside the other, as JSON.parse makes them. */
const nested = (levels: number): unknown => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`);

describe('findBadText', () => {
  it('finds nothing in clean input of any shape', () => {
    expect(findBadText({ a: 'x', b: [1, 'y', { c: null }], d: true })).toBeNull();
    expect(findBadText(undefined)).toBeNull();
    expect(findBadText(42)).toBeNull();
    // A surrogate pair is one character (an emoji), not a lone surrogate.
    expect(findBadText({ note: 'pallets \ud83d\udce6 x4', cjk: '貨物' })).toBeNull();
  });

  it('names the path of the first string holding NUL', () => {
    expect(findBadText({ a: 'ok', b: 'bad\u0000' })).toEqual({ path: 'b', message: NUL_MESSAGE });
    expect(findBadText({ searchFields: { userName: '\u0000' } })?.path).toBe('searchFields.userName');
    expect(findBadText({ claims: [{ type: 'PO' }, { type: 'x\u0000' }] })?.path).toBe('claims.1.type');
    expect(findBadText('\u0000')?.path).toBe('');
  });

  it('names the path of a string holding a lone surrogate, high or low, wherever it stands', () => {
    for (const text of ['x\ud800', '\udc00x', 'a\ud83db', '\udce6\ud83d']) {
      expect(findBadText({ items: [{ description: 'ok' }, { description: text }] })).toEqual({
        path: 'items.1.description',
        message: LONE_SURROGATE_MESSAGE,
      });
    }
  });

  it(`takes ${MAX_DEPTH} levels of nesting and refuses one more, without exhausting the stack`, () => {
    expect(findBadText(nested(MAX_DEPTH))).toBeNull();
    expect(findBadText(nested(MAX_DEPTH + 1))).toEqual({ path: '', message: TOO_DEEP_MESSAGE });
    // The probe's body: 20,000 arrays deep, which a recursive walk could not finish.
    expect(findBadText(nested(20_000))).toEqual({ path: '', message: TOO_DEEP_MESSAGE });
    let deepObject: unknown = 'leaf';
    for (let i = 0; i < 20_000; i++) deepObject = { a: deepObject };
    expect(findBadText({ userName: 'x', password: deepObject })?.message).toBe(TOO_DEEP_MESSAGE);
  });
});

describe('rejectUnstorableInput', () => {
  it('passes clean requests', () => {
    expect(() => rejectUnstorableInput({ params: { id: '1' }, query: { q: 'a' }, body: { b: 'c' } })).not.toThrow();
  });

  it('400s the field at fault, wherever it came from', () => {
    for (const [request, errors] of [
      [{ params: { id: '1\u0000' }, query: {}, body: undefined }, { id: NUL_MESSAGE }],
      [{ params: {}, query: { searchTerm: '\u0000' }, body: undefined }, { searchTerm: NUL_MESSAGE }],
      [{ params: {}, query: {}, body: { email: 'a\u0000@b.c' } }, { email: NUL_MESSAGE }],
      [{ params: {}, query: {}, body: '\u0000' }, { body: NUL_MESSAGE }],
      [{ params: {}, query: {}, body: { itemNumber: 'x\ud800' } }, { itemNumber: LONE_SURROGATE_MESSAGE }],
      [{ params: {}, query: {}, body: nested(20_000) }, { body: TOO_DEEP_MESSAGE }],
    ] as const) {
      let error: unknown;
      try {
        rejectUnstorableInput(request);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).errors).toEqual(errors);
    }
  });
});
