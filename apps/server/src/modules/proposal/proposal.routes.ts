import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { ProposalService } from './proposal.service';

export function proposalRoutes(r: Router, proposals: ProposalService) {
  const e = api.proposal;
  const newestFirst = { searchFields: {}, reverse: false, paged: true } as const;
  r.bind(
    e.list,
    async ({ actor }) => (await proposals.search(actor, { ...newestFirst, pageIndex: 1, pageSize: 500 })).items,
  );
  r.bind(e.paged, ({ actor, query }) => proposals.search(actor, { ...newestFirst, ...query }));
  r.bind(e.search, ({ actor, body }) => proposals.search(actor, body));
  r.bind(e.export, ({ actor, body }) => proposals.export(actor, body));
  r.bind(e.filteredColums, ({ actor }) => proposals.filteredColumns(actor));
  r.bind(e.byId, ({ actor, params }) => proposals.get(actor, params.id));
  r.bind(e.create, ({ actor, body }) => proposals.create(actor, body));
  r.bind(e.update, ({ actor, body }) => proposals.update(actor, body));
  r.bind(e.remove, ({ actor, params }) => proposals.remove(actor, params.id));
  r.bind(e.convert, ({ actor, params }) => proposals.convert(actor, params.id));
}
