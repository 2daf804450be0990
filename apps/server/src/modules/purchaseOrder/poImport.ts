import { type ImportPreview, type LookupItem, poItemFields } from '@freightdesk/contracts';
import type { UploadedFile } from '../../platform/http/multipart';
import { numberText, previewRows, unitOfMeasureOf } from '../../platform/import/lineImport';

/** Header spellings people use, by the item field they fill (lower case, letters and digits only). */
const headerFields: Record<string, keyof typeof poItemFields.shape> = {
  itemnumber: 'itemNumber',
  itemno: 'itemNumber',
  item: 'itemNumber',
  sku: 'itemNumber',
  partnumber: 'itemNumber',
  tag: 'itemNumber',
  description: 'description',
  desc: 'description',
  category: 'categoryId',
  uom: 'unitOfMeasure',
  unit: 'unitOfMeasure',
  unitofmeasure: 'unitOfMeasure',
  quantity: 'quantity',
  qty: 'quantity',
  unitcost: 'unitCost',
  cost: 'unitCost',
  unitprice: 'unitCost',
  price: 'unitCost',
  weight: 'weight',
  weightlbs: 'weight',
  lbs: 'weight',
  pieces: 'pieces',
  pcs: 'pieces',
};
/**
 * Each row of an import file as the item it would become, with every problem named by column.
 * The file needs a header row with at least Description and Quantity; empty rows are skipped.
 */
export function previewImport(file: UploadedFile, categories: LookupItem[]): Promise<ImportPreview> {
  return previewRows(file, {
    fields: headerFields,
    required: [
      ['description', 'Description'],
      ['quantity', 'Quantity'],
    ],
    schema: poItemFields,
    valueOf(field, value, raw, errors) {
      if (field === 'categoryId') {
        const found = categories.find((c) => c.name.toLowerCase() === value.toLowerCase());
        if (found) raw.categoryId = found.id;
        else
          errors.categoryId = `Unknown category "${value}". Use one of: ${categories.map((c) => c.name).join(', ')}.`;
      } else if (field === 'unitOfMeasure') raw.unitOfMeasure = unitOfMeasureOf(value);
      else if (field === 'pieces') {
        const n = Number(numberText(value));
        raw.pieces = Number.isFinite(n) ? n : value;
      } else if (field === 'quantity' || field === 'unitCost' || field === 'weight') raw[field] = numberText(value);
      else raw[field] = value;
    },
  });
}
