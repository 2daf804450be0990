import { unitsOfMeasure } from '@freightdesk/contracts';
import type { z } from 'zod';
import { fieldError } from '../errors';
import type { UploadedFile } from '../http/multipart';

/**
 * Lines imported from a CSV or Excel file (a PO's items, an advance notice's lines): the file read
 * into rows, each header matched to a field by the spellings people use, each row checked by the
 * line's own schema and answered with its errors by column. Nothing is written: the screen shows
 * the rows and sends the good ones through the usual create call.
 */

/** The most rows one import reads. */
export const MAX_IMPORT_ROWS = 5000;

/** A header as matched: lower case, letters and digits only ("Item No." is "itemno"). */
export const normalizeHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Units of measure as sheets abbreviate them. */
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

/** A unit of measure as typed ("ea", "PLT", "pallet") as the product names it, or as typed. */
export const unitOfMeasureOf = (value: string) =>
  unitsOfMeasure.find((u) => u.toLowerCase() === value.toLowerCase()) ?? uomAliases[value.toLowerCase()] ?? value;

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

export async function rowsOf(file: UploadedFile): Promise<string[][]> {
  const name = file.filename.toLowerCase();
  if (name.endsWith('.xlsx')) return readXlsx(file.data);
  if (name.endsWith('.csv') || name.endsWith('.txt')) return parseCsv(file.data.toString('utf8'));
  throw fieldError('file', 'Choose a CSV or Excel (.xlsx) file.');
}

/** A number as people type it in a sheet: "1,200", "$3.50", " 4 " become 1200, 3.50 and 4. */
export const numberText = (v: string) => v.replace(/[$,\s]/g, '');

/** One row of a file as read: its line number, its values by header, the line it becomes (or null), and its errors. */
export interface ImportedRow<T> {
  line: number;
  values: Record<string, string>;
  item: T | null;
  errors: Record<string, string>;
}

/**
 * Each filled row of a file as the line it would become. `fields` names the field each header
 * spelling fills; `required` the fields a file must have a column of (with their labels);
 * `valueOf` turns a cell into the field's value (or records an error); `schema` checks the line.
 */
export async function previewRows<S extends z.ZodType>(
  file: UploadedFile,
  spec: {
    fields: Record<string, string>;
    required: readonly (readonly [string, string])[];
    valueOf: (field: string, value: string, raw: Record<string, unknown>, errors: Record<string, string>) => void;
    schema: S;
  },
) {
  const [header, ...body] = await rowsOf(file);
  if (!header || header.every((h) => !h.trim())) throw fieldError('file', 'The file is empty.');
  const fields = header.map((h) => spec.fields[normalizeHeader(h)]);
  for (const [required, label] of spec.required) {
    if (!fields.includes(required)) throw fieldError('file', `The file has no ${label} column.`);
  }
  const filled = body.map((cells, i) => ({ cells, line: i + 2 })).filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (filled.length > MAX_IMPORT_ROWS) {
    throw fieldError('file', `At most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows per import; split the file.`);
  }
  const columns = header.map((h) => h.trim());
  const rows: ImportedRow<z.output<S>>[] = filled.map(({ cells, line }) => {
    const values: Record<string, string> = {};
    const raw: Record<string, unknown> = {};
    const errors: Record<string, string> = {};
    header.forEach((h, i) => {
      const value = (cells[i] ?? '').trim();
      values[h.trim()] = value;
      const field = fields[i];
      if (field && value !== '') spec.valueOf(field, value, raw, errors);
    });
    const parsed = spec.schema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'row');
        errors[key] ??= issue.message;
      }
    }
    const ok = parsed.success && Object.keys(errors).length === 0;
    return { line, values, item: ok ? (parsed.data as z.output<S>) : null, errors };
  });
  const validCount = rows.filter((r) => r.item).length;
  return { fileName: file.filename, columns, rows, validCount, errorCount: rows.length - validCount };
}
