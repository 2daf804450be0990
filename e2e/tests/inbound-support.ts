import type { Page } from '@playwright/test';
import { api, createUser } from './support';

/** Helpers of the inbound flow's tests: POs, shipments and receiving alerts. */

/** A 1×1 PNG: a real image, as the server reads a file's type from its bytes. */
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface Project {
  id: number;
  number: string;
  customerId: number;
  customerName: string;
}

/** The first project of the demo data, with its customer. */
export async function firstProject(page: Page): Promise<Project> {
  const { body } = await api(page.request, 'GET', '/api/project?pageSize=1');
  const { id } = (body as { items: { id: number }[] }).items[0]!;
  return (await api(page.request, 'GET', `/api/project/${id}`)).body as Project;
}

/** The first company of a type in the address book (1 customer, 2 vendor, 3 property, 4 carrier). */
export async function firstCompany(page: Page, typeId: number) {
  const { body } = await api(page.request, 'POST', '/api/client/getCompanyDetails', {
    searchTerm: '',
    _requiredData: 5,
    _clientTypeIds: [typeId],
  });
  return (body as { id: number; name: string }[])[0]!;
}

/** A client user of the project's customer who may view and announce receiving alerts. */
export async function clientUserOf(page: Page, project: Project) {
  return createUser(page.request, {
    userTypeId: 2,
    clientId: project.customerId,
    claims: [
      { type: 'Project', value: 'View' },
      { type: 'RA', value: 'View' },
      { type: 'RA', value: 'Create' },
    ],
    projects: [project.id],
  });
}

/** How many inventory items the project holds (the hub's Inventory count). */
export async function inventoryCount(page: Page, projectId: number) {
  return (await api(page.request, 'POST', '/api/project/dataCounts', { projectId })).body.inventoryItems as number;
}

/** A record screen's tabs. */
export const tabs = (page: Page) => page.getByRole('navigation', { name: /sections$/ });
