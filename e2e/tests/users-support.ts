import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ADMIN, apiToken } from './support';

/** Helpers shared by the users-*.spec.ts files. */

interface UserRecord {
  id: number;
  userName: string;
  title: string;
  clientId: number;
  companyName: string;
  userTypeId: number;
  version: number;
  claims: { type: string; value: string }[];
  projects: number[];
  [key: string]: unknown;
}

export async function getUser(request: APIRequestContext, id: number) {
  const res = await request.get(`/api/user/${id}`, { headers: { Authorization: `Bearer ${await apiToken(request)}` } });
  return { status: res.status(), user: res.ok() ? ((await res.json()) as UserRecord) : null };
}

export async function openUser(page: Page, id: number) {
  await page.goto(`/users/${id}`);
  await expect(page.getByRole('button', { name: 'Update' })).toBeEnabled();
}

export const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/**
 * Starts the tab signed in with a token from the API: the sign-in screen has its own tests, and
 * skipping it keeps these files fast. The app reads the token where the sign-in screen puts it.
 */
export async function startSession(
  page: Page,
  request: APIRequestContext,
  userName = ADMIN.userName,
  password = ADMIN.password,
) {
  const token = await apiToken(request, userName, password);
  await page.goto('/api/health');
  await page.evaluate((t) => {
    localStorage.clear();
    sessionStorage.setItem('jwtToken', t);
  }, token);
}

/** Picks a company in the Company select by typing its name. */
export async function selectCompanyOf(page: Page, request: APIRequestContext, clientId: number) {
  const res = await request.post('/api/client/getCompanyDetails', {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
    data: { searchTerm: '', _requiredData: 25, _includeIds: [clientId] },
  });
  const name = ((await res.json()) as { id: number; name: string }[]).find((c) => c.id === clientId)!.name;
  const company = page.getByRole('combobox', { name: /^Company/ });
  await company.click();
  await company.fill(name);
  await page.getByRole('option', { name }).click();
  await expect(company).toHaveValue(name);
}
