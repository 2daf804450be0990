import {
  createProposalBody,
  type ProposalDetails,
  type proposalLineFields,
  updateProposalBody,
} from '@freightdesk/contracts';
import type { z } from 'zod';
import type { FormValues } from '../../components/form';
import { today } from '../../lib/dates';

export type ProposalFormMode = 'create' | 'edit';

/** An estimated line as the grid holds it: a key of its own and its amount, computed exactly. */
export type LineRow = z.output<typeof proposalLineFields> & { key: string; amount: string };

/** The contract's own schemas validate the form (the lines' keys and amounts are not sent). */
export const proposalFormSchema = (mode: ProposalFormMode): typeof createProposalBody | typeof updateProposalBody =>
  mode === 'create' ? createProposalBody : updateProposalBody;

/** What the proposal form holds: the create or update body, its lines as their grid holds them. */
export type ProposalFormValues = FormValues<ReturnType<typeof proposalFormSchema>, { lines: LineRow[] }>;

let lineCounter = 0;
/** A key for a line the server has not numbered yet. */
export const newLineKey = () => {
  lineCounter += 1;
  return `new-${lineCounter}`;
};

export function toFormValues(p: ProposalDetails | undefined, draftStatusId: number | null = null): ProposalFormValues {
  if (!p) {
    return {
      number: '',
      customerId: null,
      jobSiteId: null,
      description: '',
      statusId: draftStatusId,
      proposalDate: today(),
      validUntil: null,
      lines: [],
    };
  }
  return {
    id: p.id,
    version: p.version,
    number: p.number,
    customerId: p.customerId,
    jobSiteId: p.jobSiteId,
    description: p.description,
    statusId: p.statusId,
    proposalDate: p.proposalDate,
    validUntil: p.validUntil,
    lines: p.lines.map((l) => ({
      key: String(l.id),
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      rate: l.rate,
      amount: l.amount,
    })),
  };
}
