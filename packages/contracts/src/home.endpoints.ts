import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { homeQueueLine } from './home';

const tag = 'Home';

/** The home page's work queue: what waits for the caller, by the lists they may see. */
export const homeEndpoints = {
  // Not marked project-owned: it answers counts, not records, each counted in its list's own scope.
  queue: endpoint({
    method: 'GET',
    path: '/api/home/queue',
    access: 'signedIn',
    tag,
    summary:
      'What waits for the caller: each work queue their permissions open (alerts due, PO follow-ups, release requests…), counted within their projects, with the address of its filtered list',
    response: z.array(homeQueueLine),
  }),
};
