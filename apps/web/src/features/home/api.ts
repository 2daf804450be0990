import { homeEndpoints } from '@freightdesk/contracts';
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
