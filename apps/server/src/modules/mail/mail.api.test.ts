import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { TEST_PASSWORD } from '../../test/factories';
import { mailsTo, outboxFor } from '../../test/outbox';
import { decodeQuotedPrintable, type SmtpSink, startSmtpSink } from '../../test/smtpSink';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createMailService, MASKED_SECRET } from './mail.service';

// This file's app sends mail to a real SMTP server running in a child process.
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

const outbox = (query: string, as = t.admin) => t.call({ method: 'GET', url: `/api/mail/outbox${query}`, as });

describe('GET /api/mail/outbox', () => {
  it('is for Admin only: 403 for a user holding User:View or every permission', async () => {
    const viewer = await t.make.user({ claims: ['User:View', 'User:Create', 'User:Update', 'User:Delete'] });
    const res = await outbox('', viewer);
    expect(res.statusCode).toBe(403);
    expect(res.json().messages).toEqual(['You do not have permission to do this.']);
    expect((await outbox('')).statusCode).toBe(200);
  });

  it('filters by recipient, case-insensitively, and pages newest first', async () => {
    const user = await t.make.user();
    for (let i = 0; i < 3; i++) {
      expect(
        (await t.call({ method: 'POST', url: '/api/account/forgot-password', payload: { email: user.email } }))
          .statusCode,
      ).toBe(200);
    }
    // Forgot-password answers first and mails after.
    expect(await mailsTo(t, user.email, 3)).toHaveLength(3);
    const all = await outbox(`?to=${encodeURIComponent(user.email.toUpperCase())}`);
    expect(all.json().totalCount).toBe(3);
    expect(all.json().items.every((m: { to: string }) => m.to === user.email)).toBe(true);
    const ids = all.json().items.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const page2 = await outbox(`?to=${encodeURIComponent(user.email)}&pageSize=2&pageIndex=2`);
    expect(page2.json()).toMatchObject({ totalCount: 3, pageIndex: 2, pageSize: 2 });
    expect(page2.json().items.map((m: { id: number }) => m.id)).toEqual([ids[2]]);
  });
});

describe('mail through SMTP', () => {
  it('delivers the forgot-password mail to the SMTP server, marks it sent, and its link resets the password', async () => {
    const user = await t.make.user();
    const res = await t.call({ method: 'POST', url: '/api/account/forgot-password', payload: { email: user.email } });
    expect(res.statusCode).toBe(200);

    const message = await smtp.waitFor((m) => m.to.includes(user.email));
    expect(message.from).toBe('no-reply@freightdesk.test');
    expect(message.data).toMatch(/^Subject: Reset your FreightDesk password$/m);
    const body = decodeQuotedPrintable(message.data);
    const token = /\/account\/reset-password\?token=(\d+\.[\w-]+)/.exec(body)?.[1];
    expect(token).toBeDefined();

    // Marked sent once the SMTP server took it.
    let row = (await outboxFor(t, user.email))[0];
    for (let i = 0; i < 100 && !row?.sentAt; i++) {
      await new Promise((r) => setTimeout(r, 10));
      row = (await outboxFor(t, user.email))[0];
    }
    if (!row?.sentAt) throw new Error('the mail was not marked sent');
    // The outbox keeps no usable secret: the link went out by SMTP only.
    expect(row.text).not.toContain(token!);
    expect(row.text).not.toContain('reset-password?token=');
    expect(row.text).toContain(MASKED_SECRET);
    expect(row.text).toContain(`Hello ${user.firstName}`);
    expect(new Date(row.sentAt).getTime()).toBeGreaterThanOrEqual(new Date(row.createdAt).getTime());

    const reset = await t.call({
      method: 'POST',
      url: '/api/account/reset-password',
      payload: { token, password: 'Sm7p@pass', confirmPassword: 'Sm7p@pass' },
    });
    expect(reset.statusCode).toBe(200);
    const signIn = await t.call({
      method: 'POST',
      url: '/api/account/token',
      payload: { userName: user.userName, password: 'Sm7p@pass' },
    });
    expect(signIn.statusCode).toBe(200);
    const old = await t.call({
      method: 'POST',
      url: '/api/account/token',
      payload: { userName: user.userName, password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });

  it('keeps a mail the SMTP server could not take in the outbox, unsent, with the error', async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const dead = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    const mail = createMailService({ db: t.database.db, transport: dead, from: 'x@freightdesk.test', log: t.app.log });
    const to = `unreachable.${Date.now()}@example.com`;
    await expect(mail.send(null, { to, subject: 'Hello', text: 'Body' })).resolves.toBeUndefined();
    dead.close();
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(row).toMatchObject({ to, subject: 'Hello', sentAt: null });
    expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
