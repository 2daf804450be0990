import { api, type PortalAnswer } from '@freightdesk/contracts';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { defineModule } from '../../platform/module';
import { portalReads } from './portal.read';

declare module '../../platform/module' {
  interface ModuleServices {
    portal: { portal: PortalService };
  }
}

/** The portal's glance: every part read at once, within the caller's projects and permissions. */
export function createPortalService({ db }: { db: Executor }) {
  return {
    async glance(actor: Actor): Promise<PortalAnswer> {
      const r = portalReads(db, actor);
      const [incoming, onHand, releases, exceptions, invoices, files] = await Promise.all([
        r.incoming(),
        r.onHand(),
        r.releases(),
        r.exceptions(),
        r.openInvoices(),
        r.latestFiles(),
      ]);
      return { incoming, onHand, releases, exceptions, invoices, files };
    },
  };
}
export type PortalService = ReturnType<typeof createPortalService>;

/** The client's portal: what a client user's home shows of their goods and money. Reads only. */
export const portalModule = defineModule({
  name: 'portal',
  dependsOn: ['inventory', 'receivingAlert', 'shipment', 'pickTicket', 'invoice', 'file'],
  create: ({ db }) => ({ portal: createPortalService({ db }) }),
  routes: (router, { portal }) => router.bind(api.portal.glance, ({ actor }) => portal.glance(actor)),
});
