import type { Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/testApp';
import { FORGOT_MESSAGE } from './account.recovery';

// Forgot-password answers the same way whether or not the address exists, and in the same time:
// the answer leaves before the lookup, the token and the mail (docs/design.md section 5).
let t: TestApp;
let slow: TestApp;
const SMTP_DELAY_MS = 1500;
/** An SMTP server that takes its time over each mail. */
const slowTransport = {
  sendMail: () => new Promise((resolve) => setTimeout(() => resolve({}), SMTP_DELAY_MS)),
} as unknown as Transporter;

beforeAll(async () => {
  t = await createTestApp();
  slow = await createTestApp({ mailTransport: slowTransport });
});
afterAll(async () => {
  await t?.close();
  await slow?.close();
});

const forgot = (app: TestApp, email: string) =>
  app.call({ method: 'POST', url: '/api/account/forgot-password', payload: { email } });

async function timed(app: TestApp, email: string) {
  const start = process.hrtime.bigint();
  const res = await forgot(app, email);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  expect(res.json()).toEqual({ message: FORGOT_MESSAGE });
  return ms;
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
};

describe('POST /api/account/forgot-password', () => {
  it('answers a known address before its mail is sent, however slow the mail server', async () => {
    const user = await slow.make.user();
    const ms = await timed(slow, user.email);
    expect(ms).toBeLessThan(SMTP_DELAY_MS / 3);
    // The mail still goes out, and is marked sent once the server took it.
    const [mail] = await mailsTo(slow, user.email);
    expect(mail?.subject).toBe('Reset your FreightDesk password');
  });

  it('takes as long for a known address as for an unknown one (medians of 20 each, taken in turns)', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 20; i++) {
      // A fresh user each time: the hourly limit of five links must not shorten the known path.
      const user = await t.make.user();
      known.push(await timed(t, user.email));
      // The mail work that follows an answer is let finish, so it slows neither kind of answer.
      await mailsTo(t, user.email);
      unknown.push(await timed(t, `nobody.${Date.now()}.${i}@example.com`));
      await new Promise((r) => setTimeout(r, 15));
    }
    const [k, u] = [median(known), median(unknown)];
    // Before, a known address took about twice as long (12.2 ms against 5.8 ms): the lookup, the
    // token and the mail were done before answering. Now both answer without them.
    expect(Math.abs(k - u)).toBeLessThan(Math.max(2, 0.5 * Math.min(k, u)));
  });
});
