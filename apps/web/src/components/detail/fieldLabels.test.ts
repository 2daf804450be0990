import { defineList } from '@freightdesk/contracts';
import { describe, expect, it } from 'vitest';
import { fieldLabelsOf, humanize } from './fieldLabels';

const list = defineList({
  name: 'orders',
  columns: {
    number: { label: 'PO', type: 'text' },
    orderDate: { label: 'Ordered', type: 'date' },
    deliveredDate: { label: 'Delivered', type: 'date' },
    projectId: { label: 'Project id', type: 'number', hidden: true },
  },
  defaultSort: { column: 'number' },
});

describe('fieldLabelsOf', () => {
  const label = fieldLabelsOf(list, { number: 'PO number', clientId: 'Company' });
  const labelsOf = (...fields: string[]) => fields.map((field) => label(field));

  it("names a field as its list's column does, or as the record's own label over it", () => {
    const named = ['Delivered', 'Ordered', 'PO number', 'Company'];
    expect(labelsOf('deliveredDate', 'orderDate', 'number', 'clientId')).toEqual(named);
  });

  it('reads an id as the field it refers to, never as a filter-only column', () => {
    expect(label('projectId')).toBe('Project');
  });

  it('spells out any other field', () => {
    expect(labelsOf('vendorReference', 'items added')).toEqual(['Vendor reference', 'Items added']);
    expect(fieldLabelsOf()('followUpDate')).toBe(humanize('followUpDate'));
  });
});
