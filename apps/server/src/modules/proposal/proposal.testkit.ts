import { proposalList } from '@freightdesk/contracts';
import type { ModuleTestKit, TestApp } from '../../test/kit';

/** A valid proposal for a fresh customer and job site, with two estimated lines. */
export async function proposalBody(t: TestApp, over: Record<string, unknown> = {}) {
  const customer = await t.make.client({ typeId: 1 });
  const site = await t.make.client({ typeId: 3 });
  return {
    number: '',
    customerId: customer.id,
    jobSiteId: site.id,
    description: 'Lobby furniture: receive, store and install',
    statusId: 1,
    proposalDate: '2026-11-20',
    validUntil: '2026-12-20',
    lines: [
      { description: 'Installation crew', quantity: '3', unit: 'hour', rate: '33.3333' },
      { description: 'Storage', quantity: '2.5', unit: 'month', rate: '120.10' },
    ],
    ...over,
  };
}

export const testKit: ModuleTestKit = {
  lists: {
    'POST /api/proposal/search': {
      spec: proposalList,
      columnsUrl: '/api/proposal/filteredColums',
      async seed(t) {
        for (const statusId of [1, 2, 3]) {
          await t.call({
            method: 'POST',
            url: '/api/proposal',
            payload: await proposalBody(t, { statusId }),
            as: t.admin,
          });
        }
      },
    },
  },
  samples: {
    'POST /api/proposal/export': async () => ({
      searchFields: { status: 'Draft' },
      sortColumn: 'total',
      format: 'csv',
    }),
    'POST /api/proposal': async (t) => proposalBody(t),
    'PUT /api/proposal': async (t) => {
      const p = (
        await t.call({ method: 'POST', url: '/api/proposal', payload: await proposalBody(t), as: t.admin })
      ).json();
      return { ...(await proposalBody(t)), id: p.id, version: p.version, number: p.number };
    },
    'POST /api/proposal/search': async () => ({
      searchFields: {
        number: 'Q-',
        status: 'Draft',
        total: { from: '0', to: '1000' },
        proposalDate: { from: '2026-01-01' },
      },
      searchTerm: 'a',
      sortColumn: 'total',
      reverse: true,
    }),
  },
};
