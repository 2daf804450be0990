import { sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpMessage, type SmtpSink, startSmtpSink } from '../../test/smtpSink';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createMailService } from '../mail/mail.service';
import { createReportMailer, periodBefore } from './report.mailer';
import { createSavedReports } from './report.saved';
import { createReportService } from './report.service';
import { reportCalls } from './report.testkit';

// Scheduled reports go by mail to a real SMTP server running in a child process.
let t: TestApp;
let smtp: SmtpSink;
let transport: Transporter;
beforeAll(async () => {
  smtp = await startSmtpSink();
  transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true });
  t = await createTestApp({ mailTransport: transport });
});
afterAll(async () => {
  await t?.close();
  transport?.close();
  await smtp?.stop();
});

const { call, staff } = reportCalls(() => t);

/** A server's mailer: each call is another server process's, over the same database and SMTP server. */
const server = () => {
  const db = t.database.db;
  const mail = createMailService({ db, transport, from: 'FreightDesk <r@freightdesk.test>', log: t.app.log });
  const reports = createReportService({ db });
  return createReportMailer({
    db,
    reports,
    saved: createSavedReports({ db, reports }),
    mail,
    publicUrl: 'https://desk.example',
  });
};

/** The rows of the Excel file a mail carries, as arrays of cell values (header first). */
async function attachedRows(m: SmtpMessage): Promise<unknown[][]> {
  const part = /filename="?[\w-]+\.xlsx"?[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(m.data);
  if (!part) throw new Error(`no Excel attachment in:\n${m.data.slice(0, 2000)}`);
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(part[1]!.replace(/\s/g, ''), 'base64') as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('saved views', () => {
  it('are kept by name for their user alone; the same name replaces one', async () => {
    const p = await t.make.project();
    const me = await staff(['Reports:View', 'Inventory:View'], [p.id]);
    const save = (name: string, filters: object) =>
      call('POST', '/api/reports/views', { report: 'inventoryOnHand', name, filters }, me);
    const first = await save('My project', { projectId: p.id });
    expect(first.statusCode, first.body).toBe(200);
    await save('Everything', {});
    const replaced = (await save('my PROJECT', { clientId: p.customerId })).json();
    expect(replaced).toMatchObject({ id: first.json().id, name: 'my PROJECT', filters: { clientId: p.customerId } });
    const views = (await call('GET', '/api/reports/views?report=inventoryOnHand', undefined, me)).json();
    expect(views.map((v: { name: string }) => v.name)).toEqual(['Everything', 'my PROJECT']);

    const other = await staff(['Reports:View', 'Inventory:View'], [p.id]);
    expect((await call('GET', '/api/reports/views?report=inventoryOnHand', undefined, other)).json()).toEqual([]);
    expect((await call('DELETE', `/api/reports/views/${replaced.id}`, undefined, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/reports/views/${replaced.id}`, undefined, me)).statusCode).toBe(204);

    // A view is checked as the report would run: its order, and whether the user may run it.
    const badSort = await call(
      'POST',
      '/api/reports/views',
      { report: 'inventoryOnHand', name: 'x', sortColumn: 'nope' },
      me,
    );
    expect(badSort.json().errors).toHaveProperty('sortColumn');
    const refused = await call('POST', '/api/reports/views', { report: 'invoiceRegister', name: 'x' }, me);
    expect(refused.statusCode).toBe(403);
  });
});

describe('scheduled reports', () => {
  it('mail each recipient the report as they may see it, and say who was left out', async () => {
    const a = await t.make.project();
    const b = await t.make.project();
    const item = (projectId: number, quantityOnHand: string) =>
      call('POST', '/api/inventoryItems', {
        projectId,
        description: 'Mailed crate',
        quantityOnHand,
        reason: 'Counted',
      });
    await item(a.id, '5');
    await item(b.id, '7');
    const owner = await staff(['Reports:View', 'Inventory:View'], [a.id, b.id]);
    const stamp = Date.now();
    const onlyA = await t.make.user({
      userTypeId: 4,
      email: `only-a.${stamp}@example.com`,
      claims: ['Reports:View', 'Inventory:View'],
      projects: [a.id],
    });
    const noStock = await t.make.user({
      userTypeId: 4,
      email: `no-stock.${stamp}@example.com`,
      claims: ['Reports:View'],
    });
    const client = await t.make.user({ userTypeId: 2, clientId: a.customerId, email: `client.${stamp}@example.com` });
    const body = {
      report: 'inventoryOnHand',
      name: 'Both projects',
      filters: {},
      format: 'xlsx',
      cadence: 'weekly',
      recipientIds: [onlyA.id, noStock.id],
    };

    const clientRefused = await call('POST', '/api/reports/schedules', { ...body, recipientIds: [client.id] }, owner);
    expect(clientRefused.statusCode).toBe(400);
    expect(clientRefused.json().errors).toHaveProperty('recipientIds');

    const made = await call('POST', '/api/reports/schedules', body, owner);
    expect(made.statusCode, made.body).toBe(201);
    const schedule = made.json();
    // The coming Monday, 07:00 at the warehouse.
    const next = new Date(schedule.nextRunAt);
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }).format(next);
    expect(local).toBe('Mon 07:00');
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    expect(schedule.recipients.map((r: { id: number }) => r.id)).toEqual([onlyA.id, noStock.id]);

    const sent = await call('POST', `/api/reports/schedules/${schedule.id}/send`, undefined, owner);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().lastProblem).toMatch(/may no longer run Inventory on hand/);
    expect(sent.json().nextRunAt).toBe(schedule.nextRunAt);

    const mail = await smtp.waitFor((m) => m.to.includes(onlyA.email));
    const rows = await attachedRows(mail);
    expect(rows[0]).toContain('Quantity on hand');
    // Only project A's row (and the totals line): 5 on hand, not B's 7.
    expect(rows).toHaveLength(3);
    expect(rows[1]?.[0]).toBe(a.number);
    expect(rows[1]?.[4]).toBe(5);
    expect(smtp.messages.some((m) => m.to.includes(noStock.email))).toBe(false);

    // Another user's schedule is not found; the owner stops it.
    expect((await call('POST', `/api/reports/schedules/${schedule.id}/send`, undefined, onlyA)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/reports/schedules/${schedule.id}`, undefined, owner)).statusCode).toBe(204);
    expect((await call('GET', '/api/reports/schedules', undefined, owner)).json()).toEqual([]);
  });

  it('mail a due schedule once with two servers running, and move it to its next run', async () => {
    const p = await t.make.project();
    const owner = await staff(['Reports:View', 'Inventory:View'], [p.id]);
    const reader = await t.make.user({
      userTypeId: 4,
      email: `reader.${Date.now()}@example.com`,
      claims: ['Reports:View', 'Inventory:View'],
      projects: [p.id],
    });
    const made = await call(
      'POST',
      '/api/reports/schedules',
      {
        report: 'warehouseActivity',
        name: 'Monthly floor',
        format: 'pdf',
        cadence: 'monthly',
        recipientIds: [reader.id],
      },
      owner,
    );
    const id = made.json().id;
    await t.database.db.execute(
      sql`update report_schedules set next_run_at = now() - interval '1 day' where id = ${id}`,
    );

    const [one, two] = [server(), server()];
    await Promise.all([one.runOnce(), two.runOnce()]);
    while ((await one.runOnce()) || (await two.runOnce())) {}
    await smtp.waitFor((m) => m.to.includes(reader.email));
    await new Promise((r) => setTimeout(r, 300));
    const mails = smtp.messages.filter((m) => m.to.includes(reader.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data).toMatch(/filename="?warehouseActivity-\d{4}-\d{2}-\d{2}\.pdf/);

    const [after] = (await call('GET', '/api/reports/schedules', undefined, owner)).json();
    expect(after.lastSentAt).not.toBeNull();
    // The 1st of next month, 07:00 at the warehouse.
    expect(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        day: 'numeric',
        hour: '2-digit',
        hour12: false,
      }).format(new Date(after.nextRunAt)),
    ).toBe('1, 07');
  });

  it('cover the week or the month before the day they are sent when no period was saved', () => {
    expect(periodBefore('weekly', '2026-11-29')).toEqual({ from: '2026-11-16', to: '2026-11-22' }); // a Sunday
    expect(periodBefore('weekly', '2026-11-30')).toEqual({ from: '2026-11-23', to: '2026-11-29' }); // a Monday
    expect(periodBefore('monthly', '2026-12-01')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodBefore('monthly', '2026-03-15')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodBefore('monthly', '2027-01-01')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
