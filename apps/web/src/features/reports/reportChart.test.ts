import { reportCatalogue } from '@freightdesk/contracts';
import { describe, expect, it } from 'vitest';
import { chartOf } from './reportChart';
import { describeNeeds } from './reportNeeds';

describe('chartOf', () => {
  it('draws the totals of an aging’s buckets, written as money', () => {
    const totals = {
      invoices: '3',
      current: '1234.5',
      days1to30: '0.00',
      days31to60: '-20.00',
      days61to90: '99999999999999.99',
      over90: '7.10',
      total: '100000000001221.59',
    };
    expect(chartOf(reportCatalogue.receivablesAging, { items: [], totals })).toEqual({
      title: 'Balance by days past due',
      bars: [
        { label: 'Current', value: '1234.5', text: '1,234.50' },
        { label: '1–30 days', value: '0.00', text: '0.00' },
        { label: '31–60 days', value: '-20.00', text: '-20.00' },
        { label: '61–90 days', value: '99999999999999.99', text: '99,999,999,999,999.99' },
        { label: 'Over 90 days', value: '7.10', text: '7.10' },
      ],
    });
  });

  it('draws one column over the rows shown, a row without a value as zero', () => {
    const items = [
      { index: 0, cells: { projectNumber: 'P-1001', quantityOnHand: '1500.250' } },
      { index: 1, cells: { projectNumber: null, quantityOnHand: null } },
    ];
    expect(chartOf(reportCatalogue.inventoryOnHand, { items, totals: {} })?.bars).toEqual([
      { label: 'P-1001', value: '1500.250', text: '1,500.25' },
      { label: '—', value: '0', text: '0' },
    ]);
  });

  it('draws nothing for a report that declares no picture', () => {
    expect(chartOf(reportCatalogue.invoiceRegister, { items: [], totals: {} })).toBeNull();
  });
});

describe('describeNeeds', () => {
  it('names each permission once, as the user form grants it', () => {
    const { stockAging, inventoryOnHand, invoiceRegister } = reportCatalogue;
    expect(describeNeeds([stockAging, inventoryOnHand])).toBe('View on Inventory');
    expect(describeNeeds([stockAging, invoiceRegister])).toBe('View on Inventory and View on Invoices');
  });
});
