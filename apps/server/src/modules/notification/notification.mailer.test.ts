import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema';
import { decodeQuotedPrintable, type SmtpSink, startSmtpSink } from '../../test/smtpSink';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';
import { createMailService } from '../mail/mail.service';
import { userProjects } from '../project/tables';
import { makePo } from '../purchaseOrder/purchaseOrder.testkit';
import { createReminderMailer } from './notification.mailer';

// Reminders go by mail to a real SMTP server running in a child process.
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

/** A server's mailer: each call is another server process's, over the same database and SMTP server. */
const server = () => {
  const mail = createMailService({
    db: t.database.db,
    transport,
    from: 'FreightDesk <r@freightdesk.test>',
    log: t.app.log,
  });
  return createReminderMailer({
    db: t.database.db,
    mail,
    publicUrl: 'https://desk.example',
  });
};
const optIn = (as: TokenSubject, emailReminders = true) =>
  t.call({ method: 'PUT', url: '/api/notification/preferences', payload: { emailReminders }, as });
const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
const hour = 3600 * 1000;
/** The address a mail's "Open it:" line gives. */
const openIt = (text: string) => /Open it: (\S+)/.exec(text)?.[1];

describe('reminders by e-mail', () => {
  it('are off until a user turns them on, and answer their choice', async () => {
    const user = await t.make.user();
    const get = () => t.call({ method: 'GET', url: '/api/notification/preferences', as: user });
    expect((await get()).json()).toEqual({ emailReminders: false });
    expect((await optIn(user)).json()).toEqual({ emailReminders: true });
    expect((await get()).json()).toEqual({ emailReminders: true });
    const bad = await t.call({ method: 'PUT', url: '/api/notification/preferences', payload: {}, as: user });
    expect(bad.json().errors).toEqual({ emailReminders: 'Choose on or off.' });
  });

  it("mail a PO's follow-up once when it falls due, to the manager who chose e-mail, even with two servers running", async () => {
    const manager = await t.make.user({ email: `pm.${Date.now()}@example.com`, claims: ['PO:View'] });
    const quiet = await t.make.user({ email: `quiet.${Date.now()}@example.com` });
    await optIn(manager);
    const project = await t.make.project({ projectManagerId: manager.id });
    await t.database.db.insert(userProjects).values({ userId: manager.id, projectId: project.id });
    // Due while every server was down (yesterday), another not due for years, one for a user who did not opt in.
    const po = await makePo(t, {
      projectId: project.id,
      followUpDate: new Date(Date.now() - 24 * hour).toISOString().slice(0, 10),
    });
    await makePo(t, { projectId: project.id, followUpDate: '2099-01-01' });
    await t.database.db.insert(notifications).values([
      { userId: quiet.id, title: 'Quiet', text: 'Not mailed', scheduledFor: new Date(Date.now() - hour) },
      {
        userId: manager.id,
        title: 'Dismissed',
        text: 'Not mailed',
        scheduledFor: new Date(Date.now() - hour),
        dismissed: true,
      },
    ]);

    const [a, b] = await Promise.all([server().runOnce(), server().runOnce()]);
    expect(a + b).toBe(1);
    const mail = await smtp.waitFor((m) => m.to.includes(manager.email));
    const text = decodeQuotedPrintable(mail.data);
    expect(text).toContain(`Subject: Follow up on ${po.number}`);
    expect(text).toContain(`Open it: https://desk.example/purchase-orders/${po.id}`);
    // Later runs, on either server, send nothing again.
    expect(await server().runOnce()).toBe(0);
    expect(mailsTo(manager.email)).toHaveLength(1);
    expect(mailsTo(quiet.email)).toHaveLength(0);
  });

  it('link to a screen the reader may open: the project for a manager without PO:View, their notifications for one off it', async () => {
    const manager = await t.make.user({ email: `hub.${Date.now()}@example.com`, claims: ['Project:View'] });
    const former = await t.make.user({ email: `former.${Date.now()}@example.com`, claims: ['PO:View'] });
    await optIn(manager);
    await optIn(former);
    const project = await t.make.project({ projectManagerId: manager.id });
    await t.database.db.insert(userProjects).values({ userId: manager.id, projectId: project.id });
    const po = await makePo(t, { projectId: project.id, followUpDate: new Date().toISOString().slice(0, 10) });
    // A reminder left for someone no longer on the project's Project Access list.
    await t.database.db.insert(notifications).values({
      userId: former.id,
      title: `Follow up on ${po.number}`,
      text: 'Left from before',
      link: `/purchase-orders/${po.id}`,
      projectId: project.id,
      scheduledFor: new Date(Date.now() - hour),
    });
    await t.database.db
      .update(notifications)
      .set({ scheduledFor: new Date(Date.now() - hour) })
      .where(eq(notifications.userId, manager.id));
    expect(await server().runOnce()).toBe(2);
    const toManager = decodeQuotedPrintable((await smtp.waitFor((m) => m.to.includes(manager.email))).data);
    expect(openIt(toManager)).toBe(`https://desk.example/projects/${project.id}`);
    const toFormer = decodeQuotedPrintable((await smtp.waitFor((m) => m.to.includes(former.email))).data);
    expect(openIt(toFormer)).toBe('https://desk.example/notifications');
  });

  it('do not mail what was already due when the user turned them on', async () => {
    const user = await t.make.user({ email: `late.${Date.now()}@example.com` });
    await t.database.db.insert(notifications).values({
      userId: user.id,
      title: 'Old news',
      text: 'Read in the bell',
      scheduledFor: new Date(Date.now() - hour),
    });
    await optIn(user);
    await t.database.db
      .insert(notifications)
      .values({ userId: user.id, title: 'Fresh', text: 'Due just now', scheduledFor: new Date(Date.now() - 1000) });
    expect(await server().runOnce()).toBe(1);
    await smtp.waitFor((m) => m.to.includes(user.email));
    expect(mailsTo(user.email).map((m) => decodeQuotedPrintable(m.data).match(/Subject: (.*)/)?.[1])).toEqual([
      'Fresh',
    ]);
    // Turned off, nothing more is mailed.
    await optIn(user, false);
    await t.database.db
      .insert(notifications)
      .values({ userId: user.id, title: 'Later', text: 'Bell only', scheduledFor: new Date(Date.now() - 1000) });
    expect(await server().runOnce()).toBe(0);
  });

  it('do not mail a user who was deactivated, and mail them again once they are active', async () => {
    const user = await t.make.user({ email: `gone.${Date.now()}@example.com` });
    await optIn(user);
    await t.database.db.update(users).set({ status: false }).where(eq(users.id, user.id));
    await t.database.db
      .insert(notifications)
      .values({ userId: user.id, title: 'While away', text: 'Bell only', scheduledFor: new Date(Date.now() - 1000) });
    expect(await server().runOnce()).toBe(0);
    expect(mailsTo(user.email)).toHaveLength(0);

    await t.database.db.update(users).set({ status: true }).where(eq(users.id, user.id));
    expect(await server().runOnce()).toBe(1);
    await smtp.waitFor((m) => m.to.includes(user.email));
  });
});
