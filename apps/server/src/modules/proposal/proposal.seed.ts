import { proposalStatuses } from '@freightdesk/contracts';
import type { SeedContext } from '../../platform/module';
import type { ProposalService } from './proposal.service';

const status = {
  draft: proposalStatuses.idOf('Draft'),
  sent: proposalStatuses.idOf('Sent'),
  accepted: proposalStatuses.idOf('Accepted'),
  declined: proposalStatuses.idOf('Declined'),
  expired: proposalStatuses.idOf('Expired'),
};

/** Each proposal's estimated lines: [description, quantity, unit, rate]. */
const lines: [string, string, string, string][][] = [
  [
    ['Receive and inspect FF&E', '120', 'pallet', '18.50'],
    ['Storage, per pallet per month', '120', 'pallet', '14.75'],
    ['White-glove delivery and install', '64', 'hour', '72.00'],
  ],
  [
    ['Casegoods delivery', '45', 'room', '85.00'],
    ['Debris removal', '1', 'each', '650.00'],
  ],
  [
    ['Warehouse receiving', '60', 'pallet', '18.50'],
    ['Install crew', '96', 'hour', '68.25'],
    ['Protection materials', '1', 'lot', '1240.00'],
  ],
  [['Lobby art installation', '16', 'hour', '95.00']],
  [
    ['Seating delivery', '320', 'piece', '6.40'],
    ['Storage, per pallet per month', '40', 'pallet', '14.75'],
  ],
  [
    ['Bedding and drapery install', '210', 'room', '42.00'],
    ['Project management', '1', 'each', '3500.00'],
  ],
  [['Freight consolidation', '3.5', 'truckload', '2150.00']],
  [
    ['Receive and inspect', '24', 'pallet', '18.50'],
    ['Final placement', '12.25', 'hour', '72.00'],
  ],
];

/**
 * [status, customer, job site, description], each customer at a property of its own (client.seed.ts);
 * the first is accepted and becomes the tenth demo project.
 */
const plan: [number, number, number, string][] = [
  [status.accepted, 8, 9, 'FF&E receiving, storage and install for the library annex'],
  [status.accepted, 1, 2, 'Casegoods delivery for the lodge refresh'],
  [status.sent, 0, 1, 'Phase 2 install at the Seaport property'],
  [status.sent, 3, 4, 'Lobby art installation'],
  [status.draft, 4, 5, 'Seating replacement, west wing'],
  [status.draft, 5, 6, 'Guest room bedding and drapery'],
  [status.declined, 6, 7, 'Freight consolidation from three vendors'],
  [status.expired, 7, 8, 'Spring punch-list work'],
];

/** YYYY-MM-DD `days` after `from`. */
const dayAfter = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Eight proposals in every status through the proposal service, with exact lines; the first is
 * accepted and converted into a project (its lines become the project's standard rates), the
 * second is accepted and waits to be converted.
 */
export async function seedProposals({ proposals }: { proposals: ProposalService }, { admin, tx, made }: SeedContext) {
  const companies = made.client;
  if (!companies) throw new Error('The proposals’ demo data needs the address book’s.');
  const today = new Date();
  for (const [i, [statusId, customer, site, description]] of plan.entries()) {
    // A month apart, the last two weeks ago (its validity, a month, has run out: it expired).
    const proposalDate = dayAfter(today, -15 - 30 * (plan.length - 1 - i));
    const proposal = await proposals.create(
      admin,
      {
        number: '',
        customerId: companies.customers[customer]!.id,
        jobSiteId: companies.properties[site]!.id,
        description,
        statusId,
        proposalDate,
        validUntil: dayAfter(new Date(proposalDate), 30),
        lines: lines[i]!.map(([line, quantity, unit, rate]) => ({ description: line, quantity, unit, rate })),
      },
      tx,
    );
    if (i === 0) await proposals.convert(admin, proposal.id, tx);
  }
}
