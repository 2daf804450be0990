import { type ClientDetails, clientList } from '@freightdesk/contracts';
import { defineRecord } from '../../components/detail';

/** A client's screen in the address book. */
export const clientRecord = defineRecord<ClientDetails>('client', 'client', {
  list: clientList,
  labels: { thirdPartyClient: 'Third-party client', paymentTermsDays: 'Payment terms (net days)' },
  tabs: { history: true },
});
