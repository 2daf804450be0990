import { z } from 'zod';

/**
 * DESIGN.md section 5: dates are bounded to 1900–2200 everywhere. A date's pattern alone lets
 * through years the database refuses (year 0 is no year in PostgreSQL) or that no record of a
 * freight office can mean; every date a client sends, in a body or a list's filter, is one of
 * these schemas, so a field added later inherits the bound.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

export const DATE_FORMAT_MESSAGE = 'Enter a date as YYYY-MM-DD.';
export const DATE_TIME_FORMAT_MESSAGE = 'Enter a date and time as YYYY-MM-DDTHH:MM:SSZ.';
export const DATE_RANGE_MESSAGE = `Enter a date between ${MIN_YEAR} and ${MAX_YEAR}.`;

const yearInRange = (year: number) => year >= MIN_YEAR && year <= MAX_YEAR;

/**
 * A calendar day (YYYY-MM-DD): a real day (not 2023-02-30) of a year from 1900 to 2200. The
 * bound speaks only of a text that has a year to bound; the format's message covers the rest.
 */
export const isoDate = z.iso
  .date({ error: DATE_FORMAT_MESSAGE })
  .refine((text) => !/^\d{4}-/.test(text) || yearInRange(Number(text.slice(0, 4))), {
    error: DATE_RANGE_MESSAGE,
  });

/**
 * An instant (ISO 8601, UTC): a real day and time whose year, in UTC, is from 1900 to 2200.
 * No endpoint takes one from a client yet; the first that does uses this.
 */
export const isoDateTime = z.iso.datetime({ error: DATE_TIME_FORMAT_MESSAGE }).refine(
  (text) => {
    const at = Date.parse(text);
    return Number.isNaN(at) || yearInRange(new Date(at).getUTCFullYear());
  },
  { error: DATE_RANGE_MESSAGE },
);
