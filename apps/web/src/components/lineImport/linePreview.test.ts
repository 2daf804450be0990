import { raImportColumns, raLineFields } from '@freightdesk/contracts';
import { describe, expect, it } from 'vitest';
import { fieldsByHeader, fileSize, type LinePreview, normalizeHeader, templateCsv, validLines } from './linePreview';

const row = (line: number, item: object | null, errors: Record<string, string> = {}) => ({
  line,
  values: {},
  item,
  errors,
});

describe("a lines file's preview", () => {
  it('takes the rows whose line its schema reads, as the schema gives them', () => {
    const preview: LinePreview = {
      fileName: 'packing-list.csv',
      columns: ['Description', 'Quantity'],
      rows: [
        row(2, {
          itemNumber: 'CH-100',
          description: 'Guest chair',
          unitOfMeasure: 'Each',
          quantityExpected: '4',
          weight: '80',
          pieces: 4,
        }),
        row(3, null, { quantityExpected: 'The quantity must be more than zero.' }),
        // A line the server let through but the create call would refuse is left out too.
        row(4, { description: '', quantityExpected: '2' }),
        row(5, { description: '  Lamp ', quantityExpected: '6' }),
      ],
      validCount: 3,
      errorCount: 1,
    };
    expect(validLines(preview, raLineFields)).toEqual([
      {
        itemNumber: 'CH-100',
        description: 'Guest chair',
        unitOfMeasure: 'Each',
        quantityExpected: '4',
        weight: '80',
        pieces: 4,
      },
      { itemNumber: '', description: 'Lamp', unitOfMeasure: 'Each', quantityExpected: '6', weight: '0', pieces: 0 },
    ]);
    expect(validLines(null, raLineFields)).toEqual([]);
  });

  it("marks a column's cells by the field its header fills, spelt any way", () => {
    const fieldOf = fieldsByHeader({ itemNumber: 'Item Number', quantityExpected: 'Quantity' });
    expect(fieldOf.get(normalizeHeader('ITEM number'))).toBe('itemNumber');
    expect(fieldOf.get(normalizeHeader('quantity '))).toBe('quantityExpected');
    expect(fieldOf.get(normalizeHeader('Notes'))).toBeUndefined();
  });

  it('names sizes and writes the template header', () => {
    expect(fileSize(300)).toBe('1 KB');
    expect(fileSize(48_000)).toBe('47 KB');
    expect(fileSize(3 * 1048576)).toBe('3.0 MB');
    expect(templateCsv(raImportColumns)).toBe('Item Number,Description,UOM,Quantity,Weight,Pieces\r\n');
  });
});
