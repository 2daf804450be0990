import { mkdirSync, readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, api, apiToken, createProject, createUser, seriousViolations, signIn, unique } from './support';

/**
 * The files panel on the project hub's Files tab: several files uploaded at once (each with its
 * own progress), a refused file's reason on its row, the viewer, Download and removal.
 */

const SHOTS = process.env.FILES_SHOTS_DIR ?? '/tmp/shots-w3';

/** A small real PDF: one page that says "FreightDesk test". */
function makePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = 'BT /F1 18 Tf 24 64 Td (FreightDesk test) Tj ET';
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer) {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A real PNG: a blue-to-teal gradient with a light stripe, width × height pixels. */
function makePng(width = 240, height = 160): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const stripe = Math.abs(y - height / 2) < 8;
      raw[row + 1 + x * 3] = stripe ? 240 : 20;
      raw[row + 2 + x * 3] = stripe ? 240 : Math.round(100 + (120 * x) / width);
      raw[row + 3 + x * 3] = stripe ? 240 : Math.round(200 - (80 * y) / height);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first bytes of a Windows executable: what a disguised file really holds. */
const exeBytes = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(512, 0)]);

/** Drops files on an element the way a browser does: dragenter, dragover, then drop with a DataTransfer. */
async function dropFiles(target: Locator, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const dataTransfer = await target.page().evaluateHandle(
    (list) => {
      const dt = new DataTransfer();
      for (const f of list) {
        const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
        dt.items.add(new File([bytes], f.name, { type: f.mimeType }));
      }
      return dt;
    },
    files.map((f) => ({ name: f.name, mimeType: f.mimeType, base64: f.buffer.toString('base64') })),
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

async function shoot(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 860 });
    await ready();
    await page.waitForTimeout(200);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 860 });
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('a project’s files: upload several at once, view, download, refuse a disguised file, remove', async ({ page }) => {
  await signIn(page, ADMIN.userName, ADMIN.password);
  const project = await createProject(page.request);
  const before = ((await api(page.request, 'GET', `/api/file/list?projectId=${project.id}`)).body as unknown[]).length;
  await page.goto(`/projects/${project.id}/files`);
  const panel = page.getByRole('region', { name: 'Files', exact: true });
  const tabs = page.getByRole('navigation', { name: /sections$/ });
  const filesTab = (n: number) => tabs.getByRole('link', { name: n ? `Files ${n}` : 'Files' });
  // The project is new: it has no files yet.
  await expect(panel.getByText('No files yet')).toBeVisible();
  await shoot(page, 'files-empty', async () => {
    await expect(panel.getByRole('button', { name: 'Choose files' })).toBeVisible();
  });

  // Two files at once through the keyboard-reachable button and the browser's file chooser.
  const pdf = { name: `${unique('delivery-receipt-')}.pdf`, mimeType: 'application/pdf', buffer: makePdf() };
  const png = { name: `${unique('dock-photo-')}.png`, mimeType: 'image/png', buffer: makePng() };
  // One request per file, each with the token and docs/requirements.md's marker header for XHR requests.
  const sent: Record<string, string>[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/file/uploadFiles')) sent.push(r.headers());
  });
  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles([pdf, png]);

  const uploads = panel.getByRole('list', { name: 'Uploads' });
  for (const f of [pdf, png]) {
    const row = uploads.getByRole('listitem', { name: f.name });
    await expect(row).toContainText('Uploaded');
    await expect(row.getByRole('progressbar', { name: `Upload of ${f.name}` })).toHaveAttribute('aria-valuenow', '100');
  }
  await expect(panel.getByRole('status').filter({ hasText: '2 files uploaded' })).toBeVisible();
  expect(sent).toHaveLength(2);
  for (const headers of sent) {
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(headers.authorization).toMatch(/^Bearer /);
  }

  // The list refreshed, and so did the hub's Files count.
  const grid = panel.getByRole('table', { name: 'Files list' });
  await expect(grid.getByRole('row')).toHaveCount(before + 3);
  await expect(grid.getByRole('row', { name: new RegExp(pdf.name) })).toContainText('PDF');
  await expect(grid.getByRole('row', { name: new RegExp(png.name) })).toContainText('PNG image');
  await expect(grid.getByRole('row', { name: new RegExp(png.name) })).toContainText('admin');
  await expect(filesTab(before + 2)).toBeVisible();
  // The image's thumbnail is drawn from its bytes.
  await expect
    .poll(() =>
      grid
        .getByRole('row', { name: new RegExp(png.name) })
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBe(240);

  expect(await seriousViolations(page)).toEqual([]);

  // The viewer: the image, fetched with the token and shown from a blob: address.
  await grid.getByRole('button', { name: `View ${png.name}` }).click();
  const viewer = page.getByRole('dialog', { name: png.name });
  await expect(viewer).toBeVisible();
  const image = viewer.getByRole('img', { name: png.name });
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'files-viewer-image', async () => {
    await expect(image).toBeVisible();
  });
  // Previous and Next step through the files the viewer can show (the PDF is the other one).
  await expect(viewer).toContainText(/[12] of 2/);
  const onFirst = await viewer.getByRole('button', { name: 'Previous file' }).isDisabled();
  await page.keyboard.press(onFirst ? 'ArrowRight' : 'ArrowLeft');
  await expect(page.getByRole('dialog', { name: pdf.name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Focus goes back to where the viewer was opened from.
  await expect(grid.getByRole('button', { name: `View ${png.name}` })).toBeFocused();

  // The PDF opens in the viewer too (the browser's own PDF viewer in a frame).
  await grid.getByRole('button', { name: `View ${pdf.name}` }).click();
  const pdfViewer = page.getByRole('dialog', { name: pdf.name });
  await expect(pdfViewer.locator('iframe')).toHaveAttribute('src', /^blob:/);
  await shoot(page, 'files-viewer-pdf', async () => {
    await expect(pdfViewer).toBeVisible();
  });
  // Download from the viewer saves under the server's name, with the bytes that were sent.
  const fromViewer = page.waitForEvent('download');
  await pdfViewer.getByRole('button', { name: 'Download' }).click();
  const viewerDownload = await fromViewer;
  expect(viewerDownload.suggestedFilename()).toBe(pdf.name);
  await page.keyboard.press('Escape');
  await expect(pdfViewer).toBeHidden();

  // Download from the row.
  const downloading = page.waitForEvent('download');
  await grid.getByRole('button', { name: `Download ${png.name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(png.name);
  expect(readFileSync(await download.path()).equals(png.buffer)).toBe(true);

  // Dropped on the panel: a disguised executable is refused with the server's reason on its own
  // row, while the CSV dropped with it is stored.
  const disguised = { name: `${unique('invoice-')}.pdf`, mimeType: 'application/pdf', buffer: exeBytes };
  const csv = {
    name: `${unique('packing-list-')}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from('sku,description,qty\nA-100,Pallet of tiles,12\nB-200,Grout bags,40\n'),
  };
  await dropFiles(panel, [disguised, csv]);
  const refused = uploads.getByRole('listitem', { name: disguised.name });
  await expect(refused).toContainText('is not a file type FreightDesk accepts');
  await expect(refused).toContainText('Not uploaded');
  await expect(refused.getByRole('button', { name: `Retry ${disguised.name}` })).toBeVisible();
  await expect(uploads.getByRole('listitem', { name: csv.name })).toContainText('Uploaded');
  // Over the size limit: the server's 413 reason on the file's row.
  const huge = {
    name: `${unique('site-scan-')}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(25 * 1024 * 1024 + 1024, 0x20)]),
  };
  await panel.getByTestId('file-input').setInputFiles(huge);
  await expect(uploads.getByRole('listitem', { name: huge.name })).toContainText(
    'The file is larger than the limit of 25 MB.',
  );
  await expect(grid.getByRole('row')).toHaveCount(before + 4);
  await expect(grid.getByRole('row', { name: new RegExp(csv.name) })).toContainText('CSV');
  // A CSV has no preview: Download only.
  await expect(grid.getByRole('button', { name: `View ${csv.name}` })).toHaveCount(0);
  await expect(filesTab(before + 3)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'files-list-with-error', async () => {
    await expect(refused).toBeVisible();
  });

  // Progress: a larger file on a slow link shows its bar moving.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: 1024 * 1024,
    uploadThroughput: 96 * 1024,
  });
  const big = {
    name: `${unique('inventory-export-')}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      Array.from({ length: 9000 }, (_, i) => `SKU-${i},Carton of fittings ${i},${i % 40}`).join('\n'),
    ),
  };
  await panel.getByTestId('file-input').setInputFiles(big);
  const bar = uploads.getByRole('progressbar', { name: `Upload of ${big.name}` });
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/files-upload-progress-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/files-upload-progress-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 860 });
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(uploads.getByRole('listitem', { name: big.name })).toContainText('Uploaded', { timeout: 30_000 });
  await expect(grid.getByRole('row')).toHaveCount(before + 5);

  // Remove, with a confirmation; the count follows.
  await grid.getByRole('button', { name: `Remove ${big.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove file' });
  await expect(confirm).toContainText(big.name);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(grid.getByRole('row')).toHaveCount(before + 4);
  await expect(filesTab(before + 3)).toBeVisible();

  await page.getByRole('button', { name: 'Clear finished' }).click();
  await expect(uploads).toBeHidden();
  await shoot(page, 'files-list', async () => {
    await expect(grid).toBeVisible();
  });
});

test('the files list shows its loading outline, and an error with a retry that recovers', async ({ page }) => {
  await signIn(page, ADMIN.userName, ADMIN.password);
  const project = await createProject(page.request);
  let fail = true;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/file/list?*', async (route) => {
    await held;
    if (fail) await route.fulfill({ status: 500, json: { message: 'Boom', messages: ['Boom'] } });
    else await route.fallback();
  });
  await page.goto(`/projects/${project.id}/files`);
  const panel = page.getByRole('region', { name: 'Files', exact: true });
  await expect(panel.getByRole('status', { name: 'Loading files' })).toBeVisible();
  await shoot(page, 'files-loading', async () => {
    await expect(panel.getByRole('status', { name: 'Loading files' })).toBeVisible();
  });
  release();
  const error = panel.getByRole('alert').filter({ hasText: 'Could not load the files' });
  await expect(error).toBeVisible({ timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'files-error', async () => {
    await expect(error).toBeVisible();
  });
  fail = false;
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(error).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Choose files' })).toBeVisible();
});

test('a user who may only view a project’s files sees them without Add or Remove', async ({ page, request }) => {
  await signIn(page, ADMIN.userName, ADMIN.password);
  const project = await createProject(page.request);
  const token = await apiToken(request);
  const name = `${unique('proof-of-delivery-')}.pdf`;
  const upload = await request.post('/api/file/uploadFiles', {
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    multipart: {
      projectId: String(project.id),
      transactionType: 'Project',
      folderName: '',
      file: { name, mimeType: 'application/pdf', buffer: makePdf() },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  const viewer = await createUser(request, {
    claims: [{ type: 'Project', value: 'View' }],
    projects: [project.id],
  });
  await page.context().clearCookies();
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await signIn(page, viewer.userName, viewer.password);
  await page.goto(`/projects/${project.id}/files`);
  const panel = page.getByRole('region', { name: 'Files', exact: true });
  const grid = panel.getByRole('table', { name: 'Files list' });
  await expect(grid.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expect(grid.getByRole('button', { name: `Download ${name}` })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Choose files' })).toHaveCount(0);
  await expect(grid.getByRole('button', { name: `Remove ${name}` })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
