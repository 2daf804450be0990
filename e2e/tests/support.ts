import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const ADMIN = { userName: 'admin', password: 'Admin@123' };
export const PASSWORD = 'Passw0rd!';

/** Signs in through the login screen and waits for the shell. */
export async function signIn(page: Page, userName: string, password: string, remember = false) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign me in' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
}

export async function apiToken(request: APIRequestContext, userName = ADMIN.userName, password = ADMIN.password) {
  const res = await request.post('/api/account/token', { data: { userName, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

let counter = 0;
/** A name no other test run has used, so tests never depend on each other's data. */
export function unique(prefix: string) {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

export interface NewUser {
  firstName?: string;
  lastName?: string;
  title?: string;
  userName?: string;
  email?: string;
  userTypeId?: number;
  clientId?: number;
  isAdmin?: boolean;
  claims?: { type: string; value: string }[];
  projects?: number[];
}

/** Creates a user through the API as admin; returns id, userName and the password. */
export async function createUser(request: APIRequestContext, user: NewUser = {}) {
  const token = await apiToken(request);
  const userName = user.userName ?? unique('e2e');
  const res = await request.post('/api/user', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      firstName: 'Erin',
      lastName: 'Tester',
      title: '',
      email: `${userName}@example.com`,
      clientId: 1,
      userTypeId: 1,
      isAdmin: false,
      status: true,
      claims: [],
      projects: [],
      ...user,
      userName,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { id: number };
  return { id: body.id, userName, password: PASSWORD };
}

/** The WCAG levels DESIGN.md section 10 holds every screen to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical axe violations of the page as it stands, by rule and nodes; [] when clean. */
export async function seriousViolations(page: Page) {
  // A toast fading in or out is half transparent, and axe would measure its contrast mid-fade: let
  // entrance and exit animations finish first (a toast's countdown bar runs on; it is not waited for).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || String((a as CSSAnimation).animationName).includes('trackProgress'),
          ),
      null,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Calls the API as admin (or the given token): method, path and JSON body; returns status and JSON. */
export async function api(request: APIRequestContext, method: string, path: string, data?: unknown, token?: string) {
  const res = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token ?? (await apiToken(request))}` },
    data,
  });
  const text = await res.text();
  return { status: res.status(), body: text ? JSON.parse(text) : null };
}
