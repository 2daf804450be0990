import type { FullConfig } from '@playwright/test';
import { request } from '@playwright/test';

/**
 * After the browser tests, while the product still runs: the goods' invariants hold in its
 * database (no PO line shipped, expected or received beyond its order unless recorded as Over, no
 * inventory below zero, every received line in inventory with its item-log row). Asked through
 * the admin's integrity check (GET /api/system/integrity, the same queries the API tests run), so
 * it works on the embedded database, which only the running server may open, and on DATABASE_URL
 * alike. Any problem fails the run, listed.
 */
export default async function invariantsHold(config: FullConfig) {
  const servers = [...new Set(config.projects.map((p) => p.use.baseURL))];
  if (!servers.length || servers.some((s) => !s)) throw new Error('No baseURL to check the invariants against.');
  for (const baseURL of servers) await invariantsHoldOn(baseURL!);
}

/** One product server's check (each server of the run has its own database). */
async function invariantsHoldOn(baseURL: string) {
  const api = await request.newContext({ baseURL });
  try {
    const signIn = await api.post('/api/account/token', { data: { userName: 'admin', password: 'Admin@123' } });
    if (!signIn.ok())
      throw new Error(`Signing in to check the invariants failed: ${signIn.status()} ${await signIn.text()}`);
    const { token } = (await signIn.json()) as { token: string };
    const res = await api.get('/api/system/integrity', { headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok()) throw new Error(`The integrity check answered ${res.status()}: ${await res.text()}`);
    const { problems } = (await res.json()) as { problems: { rule: string; record: string; detail: string }[] };
    if (problems.length) {
      throw new Error(
        `The goods' invariants do not hold after the browser tests on ${baseURL}:\n${problems.map((p) => `  ${p.rule}: ${p.record} (${p.detail})`).join('\n')}`,
      );
    }
    console.log(
      `${baseURL}: invariants hold: no PO line beyond its order, no negative inventory, each item's quantity on hand what its log adds up to, every receipt shelved and logged.`,
    );
  } finally {
    await api.dispose();
  }
}
