import { type RaImportPreview, raLineFields } from '@freightdesk/contracts';
import type { UploadedFile } from '../../platform/http/multipart';
import { numberText, previewRows, unitOfMeasureOf } from '../../platform/import/lineImport';

/** Header spellings of a packing list, by the alert line field they fill (see normalizeHeader). */
const headerFields: Record<string, keyof typeof raLineFields.shape> = {
  itemnumber: 'itemNumber',
  itemno: 'itemNumber',
  item: 'itemNumber',
  sku: 'itemNumber',
  partnumber: 'itemNumber',
  tag: 'itemNumber',
  description: 'description',
  desc: 'description',
  uom: 'unitOfMeasure',
  unit: 'unitOfMeasure',
  unitofmeasure: 'unitOfMeasure',
  quantity: 'quantityExpected',
  qty: 'quantityExpected',
  quantityexpected: 'quantityExpected',
  expected: 'quantityExpected',
  weight: 'weight',
  weightlbs: 'weight',
  lbs: 'weight',
  pieces: 'pieces',
  pcs: 'pieces',
};

/**
 * Each row of a packing list (CSV or Excel) as the expected line it would become, with every
 * problem named by column: what an advance notice's lines are entered from. Needs Description and
 * Quantity columns; empty rows are skipped.
 */
export function previewRaLines(file: UploadedFile): Promise<RaImportPreview> {
  return previewRows(file, {
    fields: headerFields,
    required: [
      ['description', 'Description'],
      ['quantityExpected', 'Quantity'],
    ],
    schema: raLineFields,
    valueOf(field, value, raw) {
      if (field === 'unitOfMeasure') raw.unitOfMeasure = unitOfMeasureOf(value);
      else if (field === 'pieces') {
        const n = Number(numberText(value));
        raw.pieces = Number.isFinite(n) ? n : value;
      } else if (field === 'quantityExpected' || field === 'weight') raw[field] = numberText(value);
      else raw[field] = value;
    },
  });
}
