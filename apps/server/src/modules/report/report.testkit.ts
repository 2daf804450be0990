import type { ModuleTestKit, TestApp, TokenSubject } from '../../test/kit';

/**
 * What the platform's walkers need of the reports: a valid body of each call that takes one, and
 * the module permission a report reads besides Reports:View (inventory on hand: Inventory:View).
 */
export const testKit: ModuleTestKit = {
  samples: {
    'POST /api/reports/run': async () => ({ report: 'inventoryOnHand', filters: {}, pageSize: 10 }),
    'POST /api/reports/export': async () => ({ report: 'inventoryOnHand', filters: {}, format: 'csv' }),
    'POST /api/reports/views': async () => ({ report: 'inventoryOnHand', name: 'Walked', filters: {} }),
    'POST /api/reports/schedules': async (t) => ({
      report: 'inventoryOnHand',
      name: 'Walked',
      format: 'pdf',
      cadence: 'weekly',
      recipientIds: [(await t.make.user({ userTypeId: 4 })).id],
    }),
    'GET /api/reports/views': async () => ({ report: 'inventoryOnHand' }),
  },
  alsoNeeds: {
    'POST /api/reports/export': ['Inventory:View'],
    'POST /api/reports/run': ['Inventory:View'],
    'POST /api/reports/views': ['Inventory:View'],
    'POST /api/reports/schedules': ['Inventory:View'],
  },
};

/** How the report tests call: as the admin unless told, a report run, and a staff user of some projects. */
export function reportCalls(app: () => TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as?: TokenSubject) =>
    app().call({ method, url, ...(payload ? { payload } : {}), as: as ?? app().admin });
  return {
    call,
    run: (body: object, as?: TokenSubject) => call('POST', '/api/reports/run', body, as),
    staff: (claims: string[], projects: number[]) => app().make.user({ userTypeId: 4, claims, projects }),
  };
}
