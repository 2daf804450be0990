import { type ReportView, reportCatalogue } from '@freightdesk/contracts';
import { describe, expect, it } from 'vitest';
import { appliedView, orderOf, viewNamed, withView } from './reportViews';

// Sorted by days overdue, the most first, by default.
const openPos = reportCatalogue.openPurchaseOrders;
const params = (text: string) => new URLSearchParams(text);
const view = (fields: Partial<ReportView>): ReportView => ({
  id: 1,
  report: 'openPurchaseOrders',
  name: 'Mine',
  filters: {},
  sortColumn: null,
  reverse: false,
  ...fields,
});

describe('orderOf', () => {
  it('reads a saved column and direction as they are', () => {
    expect(orderOf(openPos, view({ sortColumn: 'amount', reverse: false }))).toEqual({
      sortColumn: 'amount',
      reverse: false,
    });
  });

  it('reads no column as the default sort, which reverse turns round, as the server does', () => {
    expect(orderOf(openPos, view({}))).toEqual({ sortColumn: 'daysOverdue', reverse: true });
    expect(orderOf(openPos, view({ reverse: true }))).toEqual({ sortColumn: 'daysOverdue', reverse: false });
  });
});

describe('withView', () => {
  it('replaces the filters and the order, back on the first page, keeping the page size', () => {
    const saved = view({ filters: { clientId: 7, asOf: '2026-03-31' }, sortColumn: 'amount', reverse: true });
    const next = withView(params('projectId=2&page=4&size=50'), openPos, saved);
    expect(Object.fromEntries(next)).toEqual({
      size: '50',
      clientId: '7',
      asOf: '2026-03-31',
      sort: 'amount',
      dir: 'desc',
    });
  });

  it('writes the default order as the grid does: not at all', () => {
    const saved = view({ sortColumn: 'daysOverdue', reverse: true });
    expect(withView(params('sort=amount&dir=asc&clientId=3'), openPos, saved).toString()).toBe('');
  });

  it('leaves out filters the report does not take, and leaves the address it is given as it was', () => {
    const before = params('projectId=2');
    const next = withView(before, openPos, view({ filters: { from: '2026-01-01' }, sortColumn: 'amount' }));
    expect(next.toString()).toBe('sort=amount&dir=asc');
    expect(before.toString()).toBe('projectId=2');
  });
});

describe('appliedView', () => {
  const views = [
    view({ id: 1, name: 'A', filters: { clientId: 7 }, sortColumn: 'amount' }),
    view({ id: 2, name: 'B', filters: { clientId: 7 } }),
  ];
  const byDefault = { sortColumn: 'daysOverdue', reverse: true };

  it('finds the view whose filters and order the address shows, a default order saved or not', () => {
    expect(appliedView(views, openPos, { clientId: 7 }, byDefault)?.name).toBe('B');
    expect(appliedView(views, openPos, { clientId: 7 }, { sortColumn: 'amount', reverse: false })?.name).toBe('A');
  });

  it('finds none when a filter or the order differs', () => {
    expect(appliedView(views, openPos, { clientId: 7, projectId: 1 }, byDefault)).toBeUndefined();
    expect(appliedView(views, openPos, { clientId: 7 }, { sortColumn: 'amount', reverse: true })).toBeUndefined();
    expect(appliedView(views, openPos, {}, byDefault)).toBeUndefined();
  });
});

describe('viewNamed', () => {
  it('finds the view a name replaces, in any case and without the spaces around it', () => {
    const views = [view({ id: 4, name: 'Month end' })];
    expect(viewNamed(views, '  MONTH END ')?.id).toBe(4);
    expect(viewNamed(views, 'Month')).toBeUndefined();
    expect(viewNamed(views, '   ')).toBeUndefined();
  });
});
