/** Numbering moved to the write kit (platform/kit/numbering.ts); import it from there. */
export { lockNumbering, type NumberSequence, nextNumber } from '../platform/kit/numbering';
