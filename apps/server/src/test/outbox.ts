import type { TestApp } from './testApp';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  sentAt: string | null;
}

/** The outbox's mails to an address, newest first, read as the admin reads them. */
export async function outboxFor(t: TestApp, to: string): Promise<OutboxMail[]> {
  const res = await t.call({ method: 'GET', url: `/api/mail/outbox?to=${encodeURIComponent(to)}`, as: t.admin });
  if (res.statusCode !== 200) throw new Error(`outbox: ${res.statusCode}`);
  return res.json().items;
}

/**
 * Waits until the outbox holds `count` mails to the address (forgot-password answers before it
 * mails), for at most five seconds; returns them, newest first.
 */
export async function mailsTo(t: TestApp, to: string, count = 1): Promise<OutboxMail[]> {
  const end = Date.now() + 5000;
  for (;;) {
    const mails = await outboxFor(t, to);
    if (mails.length >= count || Date.now() > end) return mails;
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The token of the reset link in the newest mail to the address, once it arrived. */
export async function resetTokenIn(t: TestApp, to: string, count = 1): Promise<string> {
  const [newest] = await mailsTo(t, to, count);
  const token = /\/account\/reset-password\?token=(\S+)/.exec(newest?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link mailed to ${to}`);
  return decodeURIComponent(token);
}
