import { reportCatalogue } from '@freightdesk/contracts';
import { describe, expect, it } from 'vitest';
import { coverageOf, recipientsText } from './reportSchedules';

describe('coverageOf', () => {
  const log = reportCatalogue.receivingLog;

  it('covers the week or the month before a mailing when a report of a period has none chosen', () => {
    expect(coverageOf(log, {}, 'weekly')).toBe('Each mailing covers the week before it, Monday to Sunday.');
    expect(coverageOf(log, { to: '2026-01-31' }, 'monthly')).toBe('Each mailing covers the month before it.');
  });

  it('keeps a period chosen in the filters', () => {
    expect(coverageOf(log, { from: '2026-01-05', to: '2026-01-11' }, 'weekly')).toBe(
      'Each mailing covers the period in the filters: 01-05-2026 to 01-11-2026.',
    );
  });

  it('says which day a report "as of" a day shows', () => {
    const aging = reportCatalogue.receivablesAging;
    expect(coverageOf(aging, {}, 'monthly')).toBe('Each mailing shows the report as of the day it is sent.');
    expect(coverageOf(aging, { asOf: '2026-03-31' }, 'weekly')).toBe(
      'Each mailing shows the report as of 03-31-2026, the day in the filters.',
    );
  });

  it('shows a report of now as it stands', () => {
    expect(coverageOf(reportCatalogue.inventoryOnHand, { projectId: 3 }, 'weekly')).toBe(
      'Each mailing shows the report as it stands when it is sent.',
    );
  });
});

describe('recipientsText', () => {
  it('names the people as a sentence does', () => {
    expect(recipientsText([{ name: 'Dana Reyes' }])).toBe('Dana Reyes');
    expect(recipientsText([{ name: 'Dana' }, { name: 'Sam' }, { name: 'Lee' }])).toBe('Dana, Sam and Lee');
    expect(recipientsText([])).toBe('Nobody');
  });
});
