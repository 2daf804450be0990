import { expect, type Page } from '@playwright/test';
import { api, createCompany, createProject, createUser, dayFrom, type Project, unique } from './support';

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

/** A line of a PO, as the tests order it. */
export interface OrderLine {
  itemNumber: string;
  description: string;
  quantity: string;
  unitCost: string;
  weight: string;
  pieces: number;
}
/** A line of a receiving alert, as the API answers it. */
export interface DockLine {
  id: number;
  version: number;
  barcode: string;
  itemNumber: string;
  description: string;
  quantityExpected: string;
}

/**
 * A project of its own whose PO's lines are expected at the dock on one receiving alert, nothing
 * received yet; with the PO and its vendor.
 */
export async function alertAtTheDock(page: Page, lines: OrderLine[]) {
  const project = await createProject(page.request);
  const vendor = await createCompany(page.request, 2);
  const { status, body: po } = await api(page.request, 'POST', '/api/purchaseOrder', {
    projectId: project.id,
    vendorId: vendor.id,
    items: lines,
  });
  expect(status, JSON.stringify(po)).toBe(201);
  const { body: poLines } = await api(page.request, 'GET', `/api/poItemsByPoId/${po.id}`);
  const made = await api(page.request, 'POST', '/api/poReceivingAlerts/createRAItemFromPo', {
    purchaseOrderId: po.id,
    items: (poLines as { id: number; quantity: string }[]).map((l) => ({ poItemId: l.id, quantity: l.quantity })),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const raId = made.body.id as number;
  const { body: raLines } = await api(page.request, 'GET', `/api/raItem/getAllRAItem?receivingAlertId=${raId}`);
  return { project, vendor, po: po as { id: number; number: string }, raId, lines: raLines as DockLine[] };
}

/**
 * A PO of two lines (4 task chairs at 125.50, a meeting table at 1,799.99: 2,301.99) received in
 * full, and its vendor's bill of it at the PO's prices, dated `billDaysAgo`, waiting in the queue.
 */
export async function billOfReceivedPo(page: Page, billPrefix: string, billDaysAgo: number) {
  const { project, vendor, po, raId, lines } = await alertAtTheDock(page, [
    { itemNumber: 'CH-100', description: 'Task chair', quantity: '4', unitCost: '125.50', weight: '0', pieces: 0 },
    { itemNumber: 'TB-200', description: 'Meeting table', quantity: '1', unitCost: '1799.99', weight: '0', pieces: 0 },
  ]);
  for (const { id, version, quantityExpected } of lines) {
    const res = await api(page.request, 'PUT', '/api/raItem', { id, version, quantityReceived: quantityExpected });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const finished = await api(page.request, 'POST', `/api/ra/${raId}/finish`);
  expect(finished.status, JSON.stringify(finished.body)).toBe(200);
  const { body: poLines } = await api(page.request, 'GET', `/api/poItemsByPoId/${po.id}`);
  const billNumber = unique(billPrefix);
  const made = await api(page.request, 'POST', '/api/vendorBills', {
    projectId: project.id,
    vendorId: vendor.id,
    billNumber,
    billDate: dayFrom(-billDaysAgo),
    purchaseOrderId: po.id,
    lines: (poLines as { id: number; quantity: string; description: string; unitCost: string }[]).map((l) => ({
      poItemId: l.id,
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unitCost,
    })),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { project, vendor, billNumber, bill: made.body as { id: number; number: string } };
}
