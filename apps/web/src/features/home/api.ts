import { homeEndpoints, type PortalAnswer, portalEndpoints } from '@freightdesk/contracts';
import { useEndpointQuery } from '../../api/hooks';

/** What waits for the user: the queues their permissions open, counted within their projects. */
export const useHomeQueue = () =>
  useEndpointQuery(
    homeEndpoints.queue,
    {},
    {
      // The records the queues count: a change to any of them may move a count.
      reads: ['receivingAlert', 'purchaseOrder', 'pickTicket', 'inventory', 'project', 'vendorBill', 'invoice'],
    },
  );

/** A client user's goods at a glance: each part their permissions open, of their own company's projects. */
export const usePortal = () =>
  useEndpointQuery(
    portalEndpoints.glance,
    {},
    { reads: ['receivingAlert', 'shipment', 'inventory', 'pickTicket', 'invoice', 'file'] },
  );

/** One of the latest files the portal lists. */
export type PortalFile = PortalAnswer['files'][number];

/** A photo's bytes once `enabled` (its thumbnail scrolled into view); Download reads the same cache. */
export { useFileBytes as usePortalFileBytes, useFileDownload } from '../../api/fileBytes';
