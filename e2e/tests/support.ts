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

/** The WCAG levels docs/design.md section 10 holds every screen to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical axe violations of the page as it stands, by rule and nodes; [] when clean. */
export async function seriousViolations(page: Page) {
  // A toast comes and goes in seconds and is half transparent while it fades in or out, when axe
  // would measure its contrast mid-fade: toasts are left out here and checked once settled
  // (`toastViolations`). Other entrance animations finish first; a spinner's endless turn is not
  // waited for.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' ||
              (a.effect as KeyframeEffect | null)?.target?.closest?.('.Toastify') ||
              a.effect?.getTiming().iterations === Infinity,
          ),
      null,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('.Toastify').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The serious violations of the toasts on screen, once each has finished coming in (none: []). */
export async function toastViolations(page: Page) {
  await expect(page.locator('.Toastify__toast').first()).toBeVisible();
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('.Toastify__toast')).every((toast: Element) =>
      toast
        .getAnimations({ subtree: true })
        .every(
          (a: Animation) =>
            a.playState !== 'running' || String((a as CSSAnimation).animationName).includes('trackProgress'),
        ),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include('.Toastify').analyze();
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

/** The address book's company types by id, as a new company of each is named. */
const COMPANY_KIND: Record<number, string> = { 1: 'Customer', 2: 'Vendor', 3: 'Site', 4: 'Carrier' };

export interface Company {
  id: number;
  name: string;
}

/**
 * A company of the test's own (1 customer, 2 vendor, 3 property, 4 carrier) with a name no other
 * company has, so a picker searched by its whole name offers it alone; addresses and contacts when
 * given. Tests arrange what they need instead of borrowing the demo data.
 */
export async function createCompany(
  request: APIRequestContext,
  typeId: number,
  fields: { name?: string; addresses?: unknown[]; contacts?: unknown[] } = {},
): Promise<Company> {
  const { status, body } = await api(request, 'POST', '/api/client', {
    name: unique(`${COMPANY_KIND[typeId]} `),
    typeId,
    ...fields,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return { id: body.id, name: body.name };
}

export interface Project {
  id: number;
  number: string;
  name: string;
  customerId: number;
  customerName: string;
  jobSiteId: number;
  jobSiteName: string;
  status: string;
}

/**
 * An Active project of the test's own, as the API answers it: for a new customer and job site
 * unless they are given.
 */
export async function createProject(
  request: APIRequestContext,
  fields: {
    customerId?: number;
    jobSiteId?: number;
    name?: string;
    status?: string;
    projectManagerId?: number | null;
    team?: number[];
    startDate?: string | null;
  } = {},
): Promise<Project> {
  const { status: statusName = 'Active', ...rest } = fields;
  const { body: statuses } = await api(request, 'GET', '/api/projectStatus');
  const statusId = (statuses as { id: number; name: string }[]).find((s) => s.name === statusName)?.id;
  expect(statusId, `project status ${statusName}`).toBeTruthy();
  const { status, body } = await api(request, 'POST', '/api/project', {
    name: unique('Project '),
    ...rest,
    customerId: rest.customerId ?? (await createCompany(request, 1)).id,
    jobSiteId: rest.jobSiteId ?? (await createCompany(request, 3)).id,
    statusId,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body as Project;
}

/** YYYY-MM-DD of the day `days` from today (negative: in the past), in local time. */
export function dayFrom(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * A staff user of the test's own whose bell has due notifications: they manage a new project with
 * `reminders` purchase orders whose follow-up date has passed ("Follow up on PO-…", due at noon UTC
 * of that day), each leading to the PO's screen, which they may open.
 */
export async function userWithNotifications(request: APIRequestContext, reminders = 2) {
  const user = await createUser(request, {
    claims: [
      { type: 'Project', value: 'View' },
      { type: 'PO', value: 'View' },
    ],
  });
  const project = await createProject(request, { projectManagerId: user.id });
  const vendor = await createCompany(request, 2);
  for (let n = 0; n < reminders; n++) {
    const { status, body } = await api(request, 'POST', '/api/purchaseOrder', {
      projectId: project.id,
      vendorId: vendor.id,
      followUpDate: dayFrom(-2 - n),
    });
    expect(status, JSON.stringify(body)).toBe(201);
  }
  return { ...user, project };
}
