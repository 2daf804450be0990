import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const preview = (projectId: number, name: string, data: Buffer | string, as: TokenSubject = t.admin) =>
  t.call({ method: 'POST', url: '/api/ra/importPreview', ...multipart({ projectId }, [{ name, data }]), as });

describe("an advance notice's lines from a packing list", () => {
  it('are read from CSV row by row, each problem named, and entered with the notice by its client', async () => {
    const company = await t.make.client({ typeId: 1 });
    const p = await t.make.project({ customerId: company.id });
    const client = await t.make.user({
      userTypeId: 2,
      clientId: company.id,
      claims: ['RA:View', 'RA:Create'],
      projects: [p.id],
    });
    const csv = [
      'SKU,Desc,UOM,Qty,Weight (lbs),Pcs',
      'CH-100,"Guest chair, walnut",ea,"1,200",$3.50,10',
      ',,Each,4,,',
      'TB-200,Conference table,Crate,0,180,4',
      '',
    ].join('\n');
    const res = await preview(p.id, 'packing-list.csv', csv, client);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ fileName: 'packing-list.csv', validCount: 1, errorCount: 2 });
    expect(answer.rows[0]).toMatchObject({
      line: 2,
      item: {
        itemNumber: 'CH-100',
        description: 'Guest chair, walnut',
        unitOfMeasure: 'Each',
        quantityExpected: '1200',
        weight: '3.50',
        pieces: 10,
      },
      errors: {},
    });
    expect(answer.rows[1]).toMatchObject({ line: 3, item: null, errors: { description: expect.any(String) } });
    expect(answer.rows[2].errors.quantityExpected).toBe('The quantity must be more than zero.');

    // The good rows go in as the notice's lines, the usual way.
    const notice = await t.call({
      method: 'POST',
      url: '/api/ra',
      payload: { projectId: p.id, expectedDate: '2026-12-10', items: [answer.rows[0].item] },
      as: client,
    });
    expect(notice.statusCode, notice.body).toBe(201);
    expect(notice.json()).toMatchObject({ advanceNotice: true });
  });

  it('are read from Excel; a file it cannot read and another company’s project are refused', async () => {
    const p = await t.make.project();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Packing list');
    sheet.addRow(['Item Number', 'Description', 'Quantity']);
    sheet.addRow(['LP-9', 'Floor lamp', 6]);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const read = (await preview(p.id, 'list.xlsx', xlsx)).json();
    expect(read.rows[0].item).toMatchObject({ itemNumber: 'LP-9', description: 'Floor lamp', quantityExpected: '6' });

    const noQuantity = await preview(p.id, 'list.csv', 'Description\nLamp\n');
    expect(noQuantity.statusCode).toBe(400);
    expect(noQuantity.json().errors).toEqual({ file: 'The file has no Quantity column.' });
    expect((await preview(p.id, 'list.pdf', '%PDF-1.4')).json().errors).toEqual({
      file: 'Choose a CSV or Excel (.xlsx) file.',
    });

    const other = await t.make.client({ typeId: 1 });
    const stranger = await t.make.user({ userTypeId: 2, clientId: other.id, claims: ['RA:Create'], projects: [] });
    expect((await preview(p.id, 'list.csv', 'Description,Quantity\nLamp,4\n', stranger)).statusCode).toBe(404);
  });
});
