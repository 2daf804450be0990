import type { Page } from '@playwright/test';
import { api, createUser, type Project } from './support';

/** Helpers of the inbound flow's tests: POs, shipments and receiving alerts. */

/** A 1×1 PNG: a real image, as the server reads a file's type from its bytes. */
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

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
