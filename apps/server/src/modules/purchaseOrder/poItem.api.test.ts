import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/testApp';
import { makePo, twoItems } from './purchaseOrder.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url, as: t.admin });
const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  t.call({ method, url, payload, as: t.admin });
const preview = (purchaseOrderId: number, name: string, data: Buffer | string) =>
  t.call({
    method: 'POST',
    url: '/api/poItems/importPreview',
    ...multipart({ purchaseOrderId }, [{ name, data }]),
    as: t.admin,
  });
const itemsOf = async (poId: number) => (await get(`/api/poItemsByPoId/${poId}`)).json();

describe('purchase order items', () => {
  it('serves units of measure and item categories', async () => {
    expect((await get('/api/poItems/uom')).json().slice(0, 3)).toEqual([
      { id: 1, name: 'Each' },
      { id: 2, name: 'Box' },
      { id: 3, name: 'Carton' },
    ]);
    expect((await get('/api/poItems/itemCategories')).json().map((c: { name: string }) => c.name)).toContain(
      'Furniture',
    );
  });

  it('adds, changes and removes an item, each in the PO history', async () => {
    const po = await makePo(t, { items: [] });
    const added = await send('POST', '/api/poItems', {
      purchaseOrderId: po.id,
      description: 'Floor lamp',
      quantity: '3',
      unitCost: '0.125',
      categoryId: 4,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ amount: '0.38', category: 'Lighting', unitOfMeasure: 'Each', version: 0 });
    const changed = await send('PUT', '/api/poItems', {
      id: added.json().id,
      version: 0,
      description: 'Floor lamp, brass',
      quantity: '4',
      unitCost: '20',
    });
    expect(changed.json()).toMatchObject({ amount: '80.00', category: null, version: 1 });
    const stale = await send('PUT', '/api/poItems', {
      id: added.json().id,
      version: 0,
      description: 'x',
      quantity: '1',
    });
    expect(stale.statusCode).toBe(409);
    const other = await makePo(t);
    const wrongPo = await get(`/api/poItems/getSingle?id=${added.json().id}&PurchaseOrderId=${other.id}`);
    expect(wrongPo.statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/poItems/${added.json().id}`, as: t.admin })).statusCode).toBe(
      204,
    );
    expect(await itemsOf(po.id)).toEqual([]);
    const history = (await get(`/api/history/purchaseOrder/${po.id}`)).json();
    expect(history.slice(0, 3).map((h: { changes: { field: string }[] }) => h.changes[0]!.field)).toEqual([
      'items removed',
      `item ${added.json().id}`,
      'items added',
    ]);
    expect(history[1].changes[0]).toMatchObject({ before: 'Floor lamp: 3 Each', after: 'Floor lamp, brass: 4 Each' });
  });

  it('writes several items all or none', async () => {
    const po = await makePo(t, { items: [] });
    const bad = await send('POST', '/api/item', {
      purchaseOrderId: po.id,
      items: [twoItems()[0], { ...twoItems()[1], quantity: '-2' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['items.1.quantity']);
    const unknownCategory = await send('POST', '/api/item', {
      purchaseOrderId: po.id,
      items: [twoItems()[0], { ...twoItems()[1], categoryId: 999 }],
    });
    expect(unknownCategory.json().errors).toEqual({ 'items.1.categoryId': 'This category does not exist.' });
    expect(await itemsOf(po.id)).toEqual([]);

    const created = await send('POST', '/api/item', { purchaseOrderId: po.id, items: twoItems() });
    expect(created.statusCode).toBe(201);
    const [a, b] = created.json();
    const updated = await send('PUT', '/api/item', {
      purchaseOrderId: po.id,
      items: [
        { ...twoItems()[0], id: a.id, version: a.version, pieces: 12 },
        { ...twoItems()[1], id: b.id, version: b.version + 5, pieces: 8 },
      ],
    });
    expect(updated.statusCode).toBe(409);
    expect((await itemsOf(po.id)).map((i: { pieces: number }) => i.pieces)).toEqual([10, 4]);
  });

  it('pages, searches and exports the items of one PO', async () => {
    const po = await makePo(t);
    const byCategory = await send('POST', '/api/poItems/search', {
      purchaseOrderId: po.id,
      searchFields: { unitOfMeasure: 'crate' },
    });
    expect(byCategory.json().items.map((i: { itemNumber: string }) => i.itemNumber)).toEqual(['TB-200']);
    const sorted = await send('POST', '/api/poItems/search', {
      purchaseOrderId: po.id,
      sortColumn: 'amount',
      reverse: true,
    });
    expect(sorted.json().items.map((i: { amount: string }) => i.amount)).toEqual(['1799.99', '1255.00']);
    const paged = (await get(`/api/poItems/paged?purchaseOrderId=${po.id}&pageSize=1&pageIndex=2`)).json();
    expect(paged).toMatchObject({ totalCount: 2, pageIndex: 2 });
    expect(paged.items[0].itemNumber).toBe('TB-200');
    const csv = await send('POST', '/api/poItems/export', { purchaseOrderId: po.id, format: 'csv' });
    expect(csv.headers['content-disposition']).toContain(`${po.number}-items`);
    expect(csv.body.split('\r\n')[1]).toBe(
      'CH-100,"Guest chair, walnut",,Each,10.000,125.5000,1255.00,180.00,10,0.000,0.000',
    );
    const columns = (await get(`/api/poItems/filteredColums?PurcahseOrderId=${po.id}`)).json();
    expect(columns.find((c: { key: string }) => c.key === 'category').values[0]).toEqual({
      value: 'Furniture',
      label: 'Furniture',
    });
  });

  it('previews a CSV import row by row, naming each problem, and writes nothing', async () => {
    const po = await makePo(t, { items: [] });
    const csv = [
      'SKU,Desc,Category,UOM,Qty,Unit Price,Weight (lbs),Pcs',
      'LMP-1,"Lamp, ""brass""",lighting,ea,"1,200",$3.50,12.5,2',
      ',,,,,,,',
      'LMP-2,Shade,Lamps,Each,abc,1,1,1',
      'LMP-3,,Lighting,Gallon,2,1,1,1',
    ].join('\r\n');
    const res = await preview(po.id, 'lamps.csv', csv);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ fileName: 'lamps.csv', validCount: 1, errorCount: 2 });
    expect(body.rows.map((r: { line: number }) => r.line)).toEqual([2, 4, 5]);
    expect(body.rows[0].item).toEqual({
      itemNumber: 'LMP-1',
      description: 'Lamp, "brass"',
      categoryId: 4,
      unitOfMeasure: 'Each',
      quantity: '1200',
      unitCost: '3.50',
      weight: '12.5',
      pieces: 2,
    });
    expect(body.rows[1].errors).toEqual({
      categoryId: expect.stringContaining('Unknown category "Lamps"'),
      quantity: 'Enter a quantity, at most 3 decimals.',
    });
    expect(Object.keys(body.rows[2].errors).sort()).toEqual(['description', 'unitOfMeasure']);
    expect(body.rows[2].item).toBeNull();
    expect(await itemsOf(po.id)).toEqual([]);

    // The user imports the valid rows, skipping the bad ones.
    const valid = body.rows.filter((r: { item: unknown }) => r.item).map((r: { item: unknown }) => r.item);
    expect((await send('POST', '/api/item', { purchaseOrderId: po.id, items: valid })).statusCode).toBe(201);
    expect((await itemsOf(po.id)).map((i: { amount: string }) => i.amount)).toEqual(['4200.00']);
  });

  it('reads an Excel file, and refuses files it cannot import', async () => {
    const po = await makePo(t, { items: [] });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Items');
    sheet.addRow(['Item Number', 'Description', 'Quantity', 'Weight']);
    sheet.addRow(['A-1', 'Side table', 4, 88.25]);
    sheet.addRow(['A-2', 'Ottoman', 2, 30]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await preview(po.id, 'Items.XLSX', xlsx);
    expect(
      res.json().rows.map((r: { item: { quantity: string; weight: string } }) => [r.item.quantity, r.item.weight]),
    ).toEqual([
      ['4', '88.25'],
      ['2', '30'],
    ]);

    const wrongType = await preview(po.id, 'items.pdf', '%PDF-1.4');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toEqual({ file: 'Choose a CSV or Excel (.xlsx) file.' });
    const noQuantity = await preview(po.id, 'items.csv', 'Description,Weight\nLamp,3\n');
    expect(noQuantity.json().errors).toEqual({ file: 'The file has no Quantity column.' });
    const broken = await preview(po.id, 'items.xlsx', 'not a zip');
    expect(broken.json().errors.file).toContain('cannot be read');
    expect(await itemsOf(po.id)).toEqual([]);
  });
});
