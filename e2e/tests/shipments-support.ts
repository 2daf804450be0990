import { expect, type Page } from '@playwright/test';
import { api, createCompany, createProject, unique } from './support';

/** What the shipments specs arrange through the API and pick in the screens' fields. */

export interface PoLine {
  id: number;
  itemNumber: string;
  description: string;
}

/** A project of its own (so the PO lines left to ship are only its PO's) with a PO of two lines. */
export async function projectWithPo(page: Page) {
  const project = await createProject(page.request);
  const vendor = await createCompany(page.request, 2);
  const tag = unique('');
  const { status: poStatus, body: po } = await api(page.request, 'POST', '/api/purchaseOrder', {
    projectId: project.id,
    vendorId: vendor.id,
    items: [
      {
        itemNumber: `TB-${tag}`,
        description: 'Conference table',
        quantity: '10',
        unitCost: '500',
        weight: '800',
        pieces: 10,
      },
      {
        itemNumber: `CH-${tag}`,
        description: 'Task chair',
        quantity: '24',
        unitCost: '120',
        weight: '480',
        pieces: 24,
      },
    ],
  });
  expect(poStatus).toBe(201);
  const { body: lines } = await api(page.request, 'GET', `/api/poItemsByPoId/${po.id}`);
  const [table, chair] = lines as PoLine[];
  return {
    project,
    po: po as { id: number; number: string },
    table: table!,
    chair: chair!,
  };
}

export async function pick(page: Page, label: string, search: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export const tabs = (page: Page) => page.getByRole('navigation', { name: /sections$/ });
export const openTab = (page: Page, name: RegExp) => tabs(page).getByRole('link', { name }).click();
