import { expect, type Page } from '@playwright/test';
import { api, unique } from './support';

/** What the shipments specs arrange through the API and pick in the screens' fields. */

export interface Company {
  id: number;
  name: string;
}

export async function company(page: Page, typeId: number): Promise<Company> {
  const { body } = await api(page.request, 'POST', '/api/client/getCompanyDetails', {
    searchTerm: '',
    _requiredData: 5,
    _clientTypeIds: [typeId],
  });
  return (body as Company[])[0]!;
}

export interface PoLine {
  id: number;
  itemNumber: string;
  description: string;
}

/** A project of its own (so the PO lines left to ship are only its PO's) with a PO of two lines. */
export async function projectWithPo(page: Page) {
  const [customer, jobSite, vendor] = [await company(page, 1), await company(page, 3), await company(page, 2)];
  const { body: statuses } = await api(page.request, 'GET', '/api/projectStatus');
  const { status, body: created } = await api(page.request, 'POST', '/api/project', {
    customerId: customer.id,
    jobSiteId: jobSite.id,
    statusId: (statuses as { id: number }[])[0]!.id,
  });
  expect(status).toBe(201);
  const { body: project } = await api(page.request, 'GET', `/api/project/${created.id}`);
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
    project: project as { id: number; number: string; customerName: string },
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
