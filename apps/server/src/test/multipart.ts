/** A multipart/form-data request body, as a browser's FormData sends it, for app.inject (a boundary of its own unless given). */
export function multipart(
  fields: Record<string, string | number>,
  files: { name: string; data: Buffer | string; field?: string; type?: string }[],
  boundary = `----freightdesk${Math.random().toString(16).slice(2)}`,
): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(f.data) ? f.data : Buffer.from(f.data),
      Buffer.from('\r\n'),
    );
  }
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-requested-with': 'XMLHttpRequest' },
  };
}

/** Small real files of the kinds the upload accepts. */
export const sampleFiles = {
  pdf: (text = 'Bill of lading') =>
    Buffer.from(
      `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    ),
  png: () =>
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  csv: (text = 'sku,qty\nA-1,4\n') => Buffer.from(text),
  /** A Windows executable's first bytes. */
  exe: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
};
