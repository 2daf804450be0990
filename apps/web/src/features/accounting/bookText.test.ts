import { describe, expect, it } from 'vitest';
import { countOf, documentsSummary, formatsFor } from './bookText';

describe('an export’s words', () => {
  it('counts its documents in the singular and the plural', () => {
    expect(countOf('vendorBills', 1)).toBe('1 vendor bill');
    expect(countOf('vendorBills', 0)).toBe('0 vendor bills');
    expect(countOf('invoices', 12)).toBe('12 invoices');
  });

  it('shows the first numbers in full and counts the rest', () => {
    expect(documentsSummary(['VB-1'])).toEqual({ first: ['VB-1'], rest: [], more: 0 });
    expect(documentsSummary(['VB-1', 'VB-2', 'VB-3'])).toEqual({ first: ['VB-1', 'VB-2', 'VB-3'], rest: [], more: 0 });
    expect(documentsSummary(['VB-1', 'VB-2', 'VB-3', 'VB-4', 'VB-5'])).toEqual({
      first: ['VB-1', 'VB-2', 'VB-3'],
      rest: ['VB-4', 'VB-5'],
      more: 2,
    });
    expect(documentsSummary([])).toEqual({ first: [], rest: [], more: 0 });
  });

  it('offers credit notes as IIF only: QuickBooks Online’s import takes none', () => {
    expect(formatsFor('creditNotes')).toEqual(['iif']);
    expect(formatsFor('invoices')).toEqual(['iif', 'csv']);
  });
});
