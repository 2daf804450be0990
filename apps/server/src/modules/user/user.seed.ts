import { type Action, CLIENT_USER_TYPE_ID, type Claim, type Module, PROVIDER_CLIENT_ID } from '@freightdesk/contracts';
import { type Actor, makeActor } from '../../platform/auth/actor';
import type { SeedContext } from '../../platform/module';
import type { UserService } from './user.service';

/** The password of every demo user (README, and the server's first-start message). */
export const DEMO_PASSWORD = 'Demo@1234';

/** The demo users, as the modules seeded after them act: the staff user uploads, the client user announces. */
export interface UserSeed {
  staff: Actor;
  warehouse: Actor;
  clientUser: Actor;
}

declare module '../../platform/module' {
  interface SeededData {
    user: UserSeed;
  }
}

const claims = (modules: Module[], acts: Action[]): Claim[] =>
  modules.flatMap((type) => acts.map((value) => ({ type, value })));

/** One user of each type: [user name, first, last, title, type, permissions]. */
/*
 * Each holds what their title says, so every screen shows them their own work on first start: the
 * operations manager runs the jobs and releases goods from the inventory; the warehouse lead
 * receives, moves, counts (starting a count is Inventory:Create), picks and delivers; the billing
 * specialist enters charges, closes billing periods (Project:Update) and bills; the client user
 * follows their projects, announces deliveries, asks for releases and reads their invoices.
 */
const demoUsers: [string, string, string, string, number, Claim[]][] = [
  [
    'sjordan',
    'Sam',
    'Jordan',
    'Operations Manager',
    1,
    claims(['Project', 'PO', 'Shipment', 'RA', 'PickTicket'], ['View', 'Create', 'Update']).concat(
      claims(['Inventory'], ['View']),
    ),
  ],
  [
    'wchen',
    'Wei',
    'Chen',
    'Warehouse Lead',
    3,
    claims(['RA', 'PickTicket'], ['View', 'Update']).concat(claims(['Inventory'], ['View', 'Create', 'Update'])),
  ],
  [
    'amiller',
    'Alex',
    'Miller',
    'Billing Specialist',
    4,
    claims(['Invoice'], ['View', 'Create', 'Update', 'Delete']).concat(
      claims(['Project'], ['View', 'Update']),
      claims(['Reports'], ['View']),
    ),
  ],
  [
    'kpatel',
    'Kavya',
    'Patel',
    'General Manager',
    5,
    // Reads everything, reports included (a report also needs View of the modules it reads).
    claims(
      [
        'AddressBook',
        'Proposal',
        'Project',
        'PO',
        'Shipment',
        'RA',
        'Inventory',
        'PickTicket',
        'Invoice',
        'Reports',
        'User',
      ],
      ['View'],
    ),
  ],
  [
    'client.harbor',
    'Hazel',
    'Brooks',
    'Purchasing Director',
    CLIENT_USER_TYPE_ID,
    claims(['Project', 'PO', 'Shipment', 'RA', 'Inventory', 'PickTicket', 'Invoice'], ['View']).concat(
      claims(['RA', 'PickTicket'], ['Create']),
    ),
  ],
];
/** How many of the first demo projects the staff users have on their Project Access list. */
const STAFF_PROJECTS = 6;

/**
 * A user of every type through the users service (their permissions, Project Access and its
 * notices are the service's own): staff on the first projects, the client user of the first
 * customer on that customer's projects.
 */
export async function seedUsers({ users }: { users: UserService }, { admin, tx, made }: SeedContext) {
  const companies = made.client;
  const projects = made.project?.projects;
  if (!companies || !projects) throw new Error('The users’ demo data needs the address book’s and the projects’.');
  const customer = companies.customers[0]!.id;
  const actors = new Map<string, Actor>();
  for (const [userName, firstName, lastName, title, userTypeId, granted] of demoUsers) {
    const client = userTypeId === CLIENT_USER_TYPE_ID;
    const created = await users.create(
      admin,
      {
        userName,
        firstName,
        lastName,
        title,
        email: `${userName}@example.com`,
        userTypeId,
        clientId: client ? customer : PROVIDER_CLIENT_ID,
        isAdmin: false,
        status: true,
        claims: granted,
        projects: (client ? projects.filter((p) => p.customerId === customer) : projects.slice(0, STAFF_PROJECTS)).map(
          (p) => p.id,
        ),
        password: DEMO_PASSWORD,
      },
      tx,
    );
    const scope = created.claims.map((c) => `${c.type}:${c.value}`).join(' ');
    actors.set(userName, makeActor(created, scope));
  }
  made.user = {
    staff: actors.get('sjordan')!,
    warehouse: actors.get('wchen')!,
    clientUser: actors.get('client.harbor')!,
  };
}
