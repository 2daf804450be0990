import { clientTypeIds } from '@freightdesk/contracts';
import { fill, type Seed } from './db';
import { userName } from './people';
import { DAYS, status } from './plan';

/** Family and place names the companies' and people's names are made of. */
export const WORDS = `
  okafor nakamura delacroix haverford brennan castellano whitfield oyelaran lindqvist moreau petrakis
  sandoval abernathy kowalczyk ferreira takahashi mcallister bergstrom okonkwo valentin rasmussen achebe
  duchamp fitzgerald gallagher hoffmann ivanova jablonski kristiansen lachance montgomery novak oduya
  pemberton quintero rosenthal szabo thibodeaux vasquez wolcott xiong yamamoto zielinski ashworth
  blackwood carrington davenport ellsworth fairbanks greenleaf hollister ingram jeffries kingsley
  lockhart merriweather northcott oakley prescott radcliffe sterling thornbury underhill winslow
  harbor summit granite pinecrest bluewater crescent atlas redwood meridian keystone lakeshore ironwood
  silverline copperfield northstar riverbend stonegate clearwater highland evergreen brookside maplewood
`
  .trim()
  .split(/\s+/);

const words = `array['${WORDS.join("','")}']`;
/** A name word, capitalised, picked by a number. */
const word = (n: string) => `initcap((${words})[1 + (${n}) % ${WORDS.length}])`;

/** [city, state id, postal code] of the companies' offices, in turn (the states' ids of db/reference.ts). */
const CITIES: [string, number, string][] = [
  ['Boston', 22, '02110'],
  ['Chicago', 14, '60601'],
  ['Denver', 6, '80202'],
  ['Dallas', 44, '75201'],
  ['Tampa', 10, '33602'],
  ['Annapolis', 21, '21401'],
  ['Aspen', 6, '81611'],
  ['Napa', 5, '94559'],
  ['Atlanta', 11, '30303'],
  ['Seattle', 48, '98101'],
  ['Phoenix', 3, '85004'],
  ['Columbus', 36, '43215'],
];
const city = (n: string, part: 0 | 1 | 2) =>
  `(array[${CITIES.map((c) => (part === 1 ? c[1] : `'${c[part]}'`)).join(',')}])[1 + (${n}) % ${CITIES.length}]`;

/**
 * The address book: the customers, two job sites (properties) of each, the vendors the POs buy
 * from and the carriers that move the goods, after the provider (client 1); each with its office
 * as the primary address (customers also a remittance box), and a contact with a phone and an e-mail.
 */
export async function fillCompanies(seed: Seed) {
  const { counts, day } = seed.plan;
  const { customers: C, vendors: V, sites: S, carriers: R } = counts;
  const total = C + V + S + R;
  // Client n (1..total) is the n-th after the provider: customers, vendors, sites, carriers in turn.
  const kind = (n: string) =>
    `(case when ${n} <= ${C} then ${clientTypeIds.customer} when ${n} <= ${C + V} then ${clientTypeIds.vendor}
      when ${n} <= ${C + V + S} then ${clientTypeIds.property} else ${clientTypeIds.carrier} end)`;
  const name = (n: string) =>
    `(case when ${n} <= ${C} then ${word(n)} || case when ${n} % 3 = 0 then '' else ' ' || ${word(`${n} / 7 + 11`)} end
        || ' ' || (array['Hotels','Hospitality','Properties','Resorts','Health','Interiors','Retail','Senior Living'])[1 + ${n} % 8]
        || (array['',' Inc.',' LLC',' Group'])[1 + ${n} / 8 % 4]
      when ${n} <= ${C + V} then ${word(`${n} * 3`)} || ' '
        || (array['Casegoods','Lighting','Seating','Millwork','Textiles','Fixtures','Stone & Tile','Mirrors'])[1 + ${n} % 8] || ' Mfg.'
      when ${n} <= ${C + V + S} then ${word(`(${n} - ${C + V} - 1) / 2 + 1`)} || ' ' || ${city(n, 0)}
        || ' ' || (array['Downtown','Seaport','Tower','Campus','Resort','Annex'])[1 + ${n} % 6]
      else ${word(`${n} * 5`)} || ' ' || (array['Freight','Carriers','Van Lines','Express LTL','Trucking','White Glove'])[1 + ${n} % 6]
      end)`;
  await fill(
    seed,
    'clients',
    total,
    (from, to) => `
    insert into clients (id, name, type_id, payment_terms_days, created_at, created_by, modified_at, modified_by)
    select 1 + n, ${name('n')}, ${kind('n')},
           case when n <= ${C} then (array[30,45,15,60])[1 + n % 4] else 30 end,
           ${day('n % 60')}::timestamptz, 'admin', ${day('n % 60')}::timestamptz, 'admin'
    from generate_series(${from}, ${to}) n`,
  );
  await fill(
    seed,
    'client_addresses',
    total,
    (from, to) => `
    insert into client_addresses (client_id, address1, address2, city, state_id, postal_code, country_id, is_primary)
    select 1 + n, (100 + n * 17 % 900) || ' ' || (array['Harbor','Market','Commerce','Industrial'])[${kind('n')}] || ' Street',
           case when n % 3 = 0 then 'Suite ' || (200 + n % 50) else '' end, ${city('n', 0)}, ${city('n', 1)}, ${city('n', 2)}, 1, true
    from generate_series(${from}, ${to}) n
    union all
    select 1 + n, 'PO Box ' || (4100 + n * 3), 'Accounts Payable', ${city('n + 5', 0)}, ${city('n + 5', 1)}, ${city('n + 5', 2)}, 1, false
    from generate_series(${from}, least(${to}, ${C})) n`,
  );
  await fill(
    seed,
    'client_contacts',
    total,
    (from, to) => `
    insert into client_contacts (id, client_id, title, first_name, last_name)
    select n, 1 + n, (array['Project Manager','Purchasing','Facilities','Dispatch'])[${kind('n')}],
           (array['Maria','James','Priya','Tom','Aiko','Luis','Grace','Omar','Sofia','Daniel','Hannah','Victor'])[1 + n % 12],
           ${word('n * 13')}
    from generate_series(${from}, ${to}) n`,
  );
  await fill(
    seed,
    'contact_infos',
    2 * total,
    (from, to) => `
    insert into contact_infos (contact_id, contact_type_id, value)
    select (n + 1) / 2, case when n % 2 = 1 then 1 else 3 end,
           case when n % 2 = 1 then '(555) ' || lpad((n * 7 % 1000)::text, 3, '0') || '-' || lpad((n % 10000)::text, 4, '0')
                else 'contact' || (n + 1) / 2 || '@example.com' end
    from generate_series(${from}, ${to}) n`,
  );
}

/**
 * The projects: one started every nine hours or so (at scale 1) over the three years, each for a
 * customer at one of its job sites, run by an operations manager; those that ended are Completed
 * (a few Cancelled), the newest are partly still quotes, one in nine of the others on hold.
 */
export async function fillProjects(seed: Seed) {
  const { counts, clientId, day, at, projectStart, projectLength, quoted, managerOf } = seed.plan;
  const { customers: C, projects: P } = counts;
  await fill(
    seed,
    'projects',
    P,
    (from, to) => `
    insert into projects (id, number, name, customer_id, job_site_id, billing_client_id, type_id, project_manager_id,
                          start_date, end_date, status, created_at, created_by, modified_at, modified_by)
    select p, 'P-' || (26100 + p),
           (array['Lobby refresh','Guest room renovation','Office fit-out','New build FF&E','Relocation','Restaurant refit',
                  'Spa renovation','Warehousing'])[1 + p % 8] || ' ' || extract(year from ${day('s')})::int,
           ${clientId.customer(`(p - 1) % ${C} + 1`)}, ${clientId.site(`2 * ((p - 1) % ${C}) + 1 + (p - 1) / ${C} % 2`)},
           case when p % 25 = 0 then ${clientId.customer(`p % ${C} + 1`)} end,
           1 + p % 5, ${managerOf('p')}, ${day('s')}, ${day('s + len')},
           case when s + len < ${DAYS} then
                  case when p % 19 = 0 then ${status.project('Cancelled')} else ${status.project('Completed')} end
                when ${quoted('p')} then ${status.project('Quoted')}
                when p % 9 = 4 then ${status.project('On Hold')}
                else ${status.project('Active')} end,
           ${at('greatest(0, s - 10) * 24 + 9')}, ${userName(managerOf('p'))},
           ${at('greatest(0, s - 10) * 24 + 9')}, ${userName(managerOf('p'))}
    from generate_series(${from}, ${to}) p,
         lateral (select ${projectStart('p')} as s, ${projectLength('p')} as len) d`,
  );
}
