import { type Action, CLIENT_USER_TYPE_ID, type Module, PROVIDER_CLIENT_ID } from '@freightdesk/contracts';
import { hash } from '@node-rs/argon2';
import { DEMO_PASSWORD } from '../../apps/server/src/modules/user';
import { count, fill, type Seed } from './db';

const FIRST = `Ann Bob Cara Dev Eli Fay Gus Hana Ivan Jo Kai Lena Marco Nia Owen Pia Quinn Rosa Sam Tara
  Uma Vic Wes Xena Yuri Zoe Alex Bea Cole Dana Emil Faye Gil Hugo Iris Jack Kira Liam Maya Noor`
  .trim()
  .split(/\s+/);
const LAST = `Okafor Nakamura Delacroix Haverford Brennan Castellano Whitfield Oyelaran Lindqvist Moreau Petrakis
  Sandoval Abernathy Kowalczyk Ferreira Takahashi Mcallister Bergstrom Okonkwo Valentin Rasmussen Achebe
  Duchamp Fitzgerald Gallagher Hoffmann Ivanova Jablonski Kristiansen Lachance Montgomery Novak Oduya`
  .trim()
  .split(/\s+/);

const firstName = (u: string) => `(array['${FIRST.join("','")}'])[1 + (${u}) % ${FIRST.length}]`;
const lastName = (u: string) => `(array['${LAST.join("','")}'])[1 + (${u}) / ${FIRST.length} % ${LAST.length}]`;

/** A seeded user's sign-in name from their id: "ann.okafor17" (user 1 is the admin). */
export const userName = (id: string) =>
  `(case when (${id}) = 1 then 'admin' else lower(${firstName(`(${id}) - 1`)} || '.' || ${lastName(`(${id}) - 1`)} || ((${id}) - 1)) end)`;

/** The roles staff users are given in turn by their number (user type, title, permissions), as the demo's users hold them. */
const claims = (modules: Module[], actions: Action[]) => modules.flatMap((m) => actions.map((a) => [m, a] as const));
const STAFF_ROLES = [
  {
    userType: 1,
    title: 'Operations Manager',
    claims: claims(['Project', 'PO', 'Shipment', 'RA', 'PickTicket'], ['View', 'Create', 'Update']).concat(
      claims(['Inventory'], ['View']),
    ),
    projects: 24,
  },
  {
    userType: 3,
    title: 'Warehouse Lead',
    claims: claims(['RA', 'PickTicket'], ['View', 'Update']).concat(
      claims(['Inventory'], ['View', 'Create', 'Update']),
    ),
    projects: 24,
  },
  {
    userType: 4,
    title: 'Billing Specialist',
    claims: claims(['Invoice'], ['View', 'Create', 'Update', 'Delete']).concat(
      claims(['Project'], ['View', 'Update']),
      claims(['Reports'], ['View']),
    ),
    projects: 60,
  },
  {
    userType: 5,
    title: 'General Manager',
    claims: claims(
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
    projects: 60,
  },
];
/** A client user follows their company's projects, announces deliveries and asks for releases (never Reports, Proposal, AddressBook). */
const CLIENT_CLAIMS = claims(
  ['Project', 'PO', 'Shipment', 'RA', 'Inventory', 'PickTicket', 'Invoice'],
  ['View'],
).concat(claims(['RA', 'PickTicket'], ['Create']));

/**
 * The users after the admin: three in five staff of the provider, in the four roles in turn (one in
 * 97 an admin), the others client users of the customers in turn; one in 53 inactive. All sign in
 * with the demo users' password. Each holds its role's permissions (View with every other action,
 * as the users service keeps them) and a Project Access list: staff some projects, the managers
 * their own, a client user every project of their company and none other.
 */
export async function fillUsers(seed: Seed) {
  const { counts, clientId, day, managerOf } = seed.plan;
  const { users: U, staff: S, customers: C, projects: P } = counts;
  // The product's hash (argon2id, the library's defaults) with a fixed salt, so each run writes the same rows.
  const passwordHash = await hash(DEMO_PASSWORD, { salt: new TextEncoder().encode('freightdesk-bench-seed') });
  const role = (u: string) => `(${u}) % ${STAFF_ROLES.length}`;
  const staffTypes = `array[${STAFF_ROLES.map((r) => r.userType).join(',')}]`;
  const titles = `array['${STAFF_ROLES.map((r) => r.title).join("','")}']`;
  const company = (u: string) => `((${u}) - ${S} - 1) % ${C} + 1`;
  await fill(
    seed,
    'users',
    U,
    (from, to) => `
    insert into users (id, first_name, last_name, title, email, user_name, password_hash, client_id, user_type_id,
                       is_admin, status, created_at, created_by, modified_at, modified_by)
    select 1 + u, ${firstName('u')}, ${lastName('u')},
           case when u <= ${S} then (${titles})[1 + ${role('u')}]
                else (array['Purchasing Director','Project Coordinator','Facilities Manager'])[1 + u % 3] end,
           ${userName('1 + u')} || '@' || case when u <= ${S} then 'freightdesk.example' else 'client' || ${company('u')} || '.example' end,
           ${userName('1 + u')}, '${passwordHash}',
           case when u <= ${S} then ${PROVIDER_CLIENT_ID} else ${clientId.customer(company('u'))} end,
           case when u <= ${S} then (${staffTypes})[1 + ${role('u')}] else ${CLIENT_USER_TYPE_ID} end,
           u <= ${S} and u % 97 = 0, u % 53 <> 0,
           ${day('u % 300')}::timestamptz + interval '8 hours', 'admin', ${day('u % 300')}::timestamptz + interval '8 hours', 'admin'
    from generate_series(${from}, ${to}) u`,
  );
  const roleClaims = STAFF_ROLES.flatMap((r, i) => withView(r.claims).map(([m, a]) => `(${i}, '${m}', '${a}')`));
  const clientClaims = withView(CLIENT_CLAIMS).map(([m, a]) => `(-1, '${m}', '${a}')`);
  const perUser = (roleClaims.length + clientClaims.length) / (STAFF_ROLES.length + 1);
  await fill(
    seed,
    'user_claims',
    U,
    (from, to) => `
    insert into user_claims (user_id, type, value)
    select 1 + u, c.type, c.value
    from generate_series(${from}, ${to}) u
    join (values ${[...roleClaims, ...clientClaims].join(', ')}) c(role, type, value)
      on c.role = case when u <= ${S} then ${role('u')} else -1 end`,
    Math.max(1, Math.floor(100_000 / perUser)),
  );
  // Staff non-admins: a spread of projects each; the managers: the projects they run; client users:
  // every project of their company (project p is customer (p - 1) % C + 1's).
  const lists = `array[${STAFF_ROLES.map((r) => r.projects).join(',')}]`;
  await fill(
    seed,
    'user_projects',
    U,
    (from, to) => `
    insert into user_projects (user_id, project_id)
    select 1 + u, 1 + (u::bigint * 7919 + k * 131) % ${P}
    from generate_series(${from}, least(${to}, ${S})) u, generate_series(0, 59) k
    where u % 97 <> 0 and k < (${lists})[1 + ${role('u')}]
    union
    select ${managerOf('p')}, p from generate_series(1, ${P}) p
    where ${managerOf('p')} between 1 + ${from} and 1 + ${to}
    union
    select 1 + u, ${company('u')} + m * ${C}
    from generate_series(greatest(${from}, ${S + 1}), ${to}) u, generate_series(0, ${Math.floor((P - 1) / C)}) m
    where ${company('u')} + m * ${C} <= ${P}`,
    2000,
  );
  const strays = await count(
    seed.db,
    `select count(*) as n from user_projects a join users u on u.id = a.user_id join projects p on p.id = a.project_id
     where u.user_type_id = ${CLIENT_USER_TYPE_ID} and p.customer_id <> u.client_id`,
  );
  if (strays) throw new Error(`${strays} client users' projects are not their company's.`);
}

/** Create, Update or Delete on a module with its View, as the users service normalises permissions. */
function withView(held: (readonly [Module, Action])[]) {
  const keys = new Set(held.map(([m, a]) => `${m}:${a}`));
  for (const [m] of held) keys.add(`${m}:View`);
  return [...keys].sort().map((k) => k.split(':') as [Module, Action]);
}
