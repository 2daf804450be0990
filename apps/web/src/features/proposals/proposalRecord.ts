import { type ProposalDetails, proposalList } from '@freightdesk/contracts';
import { defineRecord } from '../../components/detail';

/** A proposal's screen (its history has always said "Number", not the list's "Proposal"). */
export const proposalRecord = defineRecord<ProposalDetails>('proposal', 'proposal', {
  list: proposalList,
  labels: { number: 'Number' },
  tabs: { history: true },
});
