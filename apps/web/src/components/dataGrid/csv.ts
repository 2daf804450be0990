export type CsvValue = string | number | boolean | null | undefined;

/** One CSV column: a header and how to read the cell from a record. */
export interface CsvColumn<T> {
  header: string;
  value: (record: T) => CsvValue;
}

/**
 * RFC 4180 text. Cells that a spreadsheet would run as a formula (=, +, -, @ first) get a leading
 * apostrophe, so an exported user name can never execute in Excel.
 */
export function toCsv<T>(columns: CsvColumn<T>[], records: T[]): string {
  const lines = [columns.map((c) => quote(c.header))];
  for (const record of records) lines.push(columns.map((c) => quote(c.value(record))));
  return `${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

function quote(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Saves text as a file through a temporary link; the byte-order mark makes Excel read UTF-8. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
