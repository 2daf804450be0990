import { type ImportPreview, type LookupItem, poItemFields, unitsOfMeasure } from '@freightdesk/contracts';
import { fieldError } from '../../platform/errors';
import type { UploadedFile } from '../../platform/http/multipart';

/** The most rows one import reads. */
export const MAX_IMPORT_ROWS = 5000;

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
const normalize = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

const uomAliases: Record<string, string> = {
  ea: 'Each',
  pc: 'Each',
  pcs: 'Each',
  bx: 'Box',
  ctn: 'Carton',
  cs: 'Case',
  plt: 'Pallet',
  lf: 'Linear foot',
  sf: 'Square foot',
  lb: 'Pound',
  lbs: 'Pound',
};

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF); a byte-order mark is dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

async function readXlsx(data: Buffer): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw fieldError('file', 'This Excel file cannot be read. Save it again as .xlsx or CSV.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) {
      const cell = row.getCell(c);
      cells.push(cell.value === null || cell.value === undefined ? '' : cell.text.trim());
    }
    rows[number - 1] = cells;
  });
  return Array.from(rows, (r) => r ?? []);
}

async function rowsOf(file: UploadedFile): Promise<string[][]> {
  const name = file.filename.toLowerCase();
  if (name.endsWith('.xlsx')) return readXlsx(file.data);
  if (name.endsWith('.csv') || name.endsWith('.txt')) return parseCsv(file.data.toString('utf8'));
  throw fieldError('file', 'Choose a CSV or Excel (.xlsx) file.');
}

/** A number as people type it in a sheet: "1,200", "$3.50", " 4 " become 1200, 3.50 and 4. */
const numberText = (v: string) => v.replace(/[$,\s]/g, '');

/**
 * Each row of an import file as the item it would become, with every problem named by column.
 * The file needs a header row with at least Description and Quantity; empty rows are skipped.
 */
export async function previewImport(file: UploadedFile, categories: LookupItem[]): Promise<ImportPreview> {
  const [header, ...body] = await rowsOf(file);
  if (!header || header.every((h) => !h.trim())) throw fieldError('file', 'The file is empty.');
  const fields = header.map((h) => headerFields[normalize(h)]);
  for (const [required, label] of [
    ['description', 'Description'],
    ['quantity', 'Quantity'],
  ] as const) {
    if (!fields.includes(required)) throw fieldError('file', `The file has no ${label} column.`);
  }
  const filled = body.map((cells, i) => ({ cells, line: i + 2 })).filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (filled.length > MAX_IMPORT_ROWS) {
    throw fieldError('file', `At most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows per import; split the file.`);
  }
  const columns = header.map((h) => h.trim());
  const rows = filled.map(({ cells, line }) => {
    const values: Record<string, string> = {};
    const raw: Record<string, unknown> = {};
    const errors: Record<string, string> = {};
    header.forEach((h, i) => {
      const value = (cells[i] ?? '').trim();
      values[h.trim()] = value;
      const field = fields[i];
      if (!field || value === '') return;
      if (field === 'categoryId') {
        const found = categories.find((c) => c.name.toLowerCase() === value.toLowerCase());
        if (found) raw.categoryId = found.id;
        else
          errors.categoryId = `Unknown category "${value}". Use one of: ${categories.map((c) => c.name).join(', ')}.`;
      } else if (field === 'unitOfMeasure') {
        raw.unitOfMeasure =
          unitsOfMeasure.find((u) => u.toLowerCase() === value.toLowerCase()) ??
          uomAliases[value.toLowerCase()] ??
          value;
      } else if (field === 'pieces') {
        const n = Number(numberText(value));
        raw.pieces = Number.isFinite(n) ? n : value;
      } else if (field === 'quantity' || field === 'unitCost' || field === 'weight') {
        raw[field] = numberText(value);
      } else raw[field] = value;
    });
    const parsed = poItemFields.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'row');
        errors[key] ??= issue.message;
      }
    }
    const ok = parsed.success && Object.keys(errors).length === 0;
    return { line, values, item: ok ? parsed.data : null, errors };
  });
  const validCount = rows.filter((r) => r.item).length;
  return { fileName: file.filename, columns, rows, validCount, errorCount: rows.length - validCount };
}
