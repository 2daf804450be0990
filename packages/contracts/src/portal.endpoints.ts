import { endpoint } from './common/endpoint';
import { portalAnswer } from './portal';

/** The client's portal (docs/requirements.md's home, for a client user): their goods at a glance. */
export const portalEndpoints = {
  glance: endpoint({
    method: 'GET',
    path: '/api/portal',
    access: 'signedIn',
    tag: 'Portal',
    summary:
      "What the caller's projects have coming, on hand, released and excepted, their open invoices and latest files, each part as their permissions allow",
    response: portalAnswer,
  }),
};
