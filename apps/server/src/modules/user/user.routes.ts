import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { UserService } from './user.service';

export function userRoutes(r: Router, users: UserService) {
  const e = api.user;
  r.bind(e.create, ({ actor, body }) => users.create(actor, body));
  r.bind(e.list, ({ actor, query }) => users.list(actor, query.typeId));
  r.bind(e.paged, ({ actor, query }) =>
    users.search(actor, { searchFields: {}, reverse: false, paged: true, ...query }),
  );
  r.bind(e.search, ({ actor, body }) => users.search(actor, body));
  r.bind(e.staff, ({ actor, query }) => users.staff(actor, query.searchTerm));
  r.bind(e.export, ({ actor, body }) => users.export(actor, body));
  r.bind(e.filteredColums, ({ actor }) => users.filteredColumns(actor));
  r.bind(e.assignableProjects, ({ actor, query }) => users.assignableProjects(actor, query));
  r.bind(e.byId, ({ actor, params }) => users.get(actor, params.id));
  r.bind(e.update, ({ actor, body }) => users.update(actor, body));
  r.bind(e.remove, ({ actor, params }) => users.remove(actor, params.id));
}
