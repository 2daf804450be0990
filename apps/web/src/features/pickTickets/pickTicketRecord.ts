import { type PickTicketDetails, pickTicketList } from '@freightdesk/contracts';
import { defineRecord } from '../../components/detail';
import { chargesTab } from '../charges';
import { recordFiles } from '../files';
import { usePickTicketCounts } from './api';
import { confirmedForClient } from './pickTicketForm';

/** A pick ticket's screen; a client's confirmed request no longer takes their Update right, its files included. */
export const pickTicketRecord = defineRecord<PickTicketDetails>('pickTicket', 'pick ticket', {
  list: pickTicketList,
  labels: { number: 'Pick ticket number', requestedDate: 'Requested date' },
  tabs: {
    charges: chargesTab('PickTicket'),
    files: recordFiles('PickTicket', {
      useCount: usePickTicketFileCount,
      updateLocked: (t, { user }) => confirmedForClient(t, user),
    }),
    history: true,
  },
});

function usePickTicketFileCount(id: number) {
  return usePickTicketCounts(id).data?.files;
}
