import { z } from 'zod';

/**
 * docs/design.md section 5: dates are bounded to 1900–2200 everywhere. A date's pattern alone lets
 * through years the database refuses (year 0 is no year in PostgreSQL) or that no record of a
 * freight office can mean; every date a client sends, in a body or a list's filter, is one of
 * these schemas, so a field added later inherits the bound.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

export const DATE_FORMAT_MESSAGE = 'Enter a date as YYYY-MM-DD.';
export const DATE_RANGE_MESSAGE = `Enter a date between ${MIN_YEAR} and ${MAX_YEAR}.`;

/** Whether a text's year is within the bounds; a text without a leading year is the format's to refuse. */
function yearInBounds(text: string) {
  const year = /^(\d{4})-/.exec(text)?.[1];
  return year === undefined || (Number(year) >= MIN_YEAR && Number(year) <= MAX_YEAR);
}

/** A calendar day (YYYY-MM-DD): a real day (not 2023-02-30) of a year from 1900 to 2200. */
export const isoDate = z.iso.date({ error: DATE_FORMAT_MESSAGE }).refine(yearInBounds, { error: DATE_RANGE_MESSAGE });
