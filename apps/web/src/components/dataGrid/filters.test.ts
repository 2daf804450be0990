import { describe, expect, it } from 'vitest';
import { filteredListAddress, parseFilter } from './filters';

describe('a filtered list’s address', () => {
  it('writes each filter as the grid reads it back: one value, or a range with its open end left empty', () => {
    const to = filteredListAddress('/purchase-orders', {
      followUpDate: { to: '2026-11-30' },
      inProgress: 'true',
      status: 'Out for Delivery',
    });
    const params = new URL(to, 'http://x').searchParams;
    expect(to.startsWith('/purchase-orders?')).toBe(true);
    expect(parseFilter({ type: 'date', filter: 'range' }, params.get('f.followUpDate'))).toEqual({
      from: undefined,
      to: '2026-11-30',
    });
    expect(params.get('f.inProgress')).toBe('true');
    expect(params.get('f.status')).toBe('Out for Delivery');
  });

  it('is the list’s own address when nothing filters it', () => {
    expect(filteredListAddress('/invoices/exports', {})).toBe('/invoices/exports');
  });
});
