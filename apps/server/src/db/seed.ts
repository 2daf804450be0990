import { projectStatuses, proposalStatuses } from '@freightdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/passwords';
import type { Db } from './client';
import * as t from './schema';

export const DEMO_PASSWORD = 'Demo@1234';

const customers = [
  'Harborview Hotels Group',
  'Summit Hospitality Partners',
  'Lakeside Resorts Inc.',
  'Granite Office REIT',
  'Pinecrest Senior Living',
  'Bluewater Marina Holdings',
  'Metro Health Systems',
  'Crescent Retail Brands',
  'Northgate University',
  'Redwood Conference Centers',
  'Atlas Corporate Interiors',
  'Silverline Suites',
];
const vendors = [
  'Acme Casegoods Mfg.',
  'Brightline Lighting Co.',
  'Coastal Carpet Mills',
  'Delta Drapery Works',
  'Evergreen Millwork',
  'Frontier Seating Ltd.',
  'Globe Fixtures Inc.',
  'Horizon Artwork Studio',
  'Ironwood Tables',
  'Juniper Bedding Supply',
  'Keystone Stone & Tile',
  'Luma Mirror Company',
];
const properties = [
  'Harborview Downtown Boston',
  'Harborview Seaport',
  'Summit Lodge Aspen',
  'Lakeside Resort Tahoe',
  'Granite Tower Chicago',
  'Pinecrest Gardens Tampa',
  'Bluewater Marina Annapolis',
  'Metro Health West Campus',
  'Crescent Flagship Dallas',
  'Northgate Library Annex',
  'Redwood Conference Napa',
  'Silverline Suites Denver',
];
const carriers = [
  'Roadrunner Freight',
  'Blue Ridge Carriers',
  'Continental Van Lines',
  'Eagle Express LTL',
  'Great Plains Trucking',
  'Keystone White Glove',
  'Liberty Logistics',
  'Midwest Flatbed Co.',
  'Pacific Coast Haulers',
  'Swift Lane Transport',
  'TriState Delivery',
  'Union Air Cargo',
];
const cities: [string, number, string][] = [
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
const people = [
  ['Maria', 'Gonzalez'],
  ['James', 'Okafor'],
  ['Priya', 'Raman'],
  ['Tom', 'Becker'],
  ['Aiko', 'Tanaka'],
  ['Luis', 'Moreno'],
  ['Grace', 'Kim'],
  ['Omar', 'Haddad'],
  ['Sofia', 'Rossi'],
  ['Daniel', 'Walsh'],
  ['Hannah', 'Novak'],
  ['Victor', 'Lindqvist'],
];

/** Demo data to try every screen: a dozen clients of each type, projects, users of every type. */
export async function seedDemoData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Several servers may start at once against one PostgreSQL: one seeds, the others wait and see it done.
    await tx.execute(sql`select pg_advisory_xact_lock(7264001)`);
    const [done] = await tx.select().from(t.appMeta).where(eq(t.appMeta.key, 'demo_seeded'));
    if (done) return false;
    const by = { createdBy: 'seed', modifiedBy: 'seed' };
    const addClients = async (names: string[], typeId: number) => {
      const rows = await tx
        .insert(t.clients)
        .values(names.map((name) => ({ name, typeId, ...by })))
        .returning({ id: t.clients.id, name: t.clients.name });
      for (const [i, c] of rows.entries()) {
        const [city, stateId, zip] = cities[i % cities.length]!;
        const [first, last] = people[(i + typeId) % people.length]!;
        await tx.insert(t.clientAddresses).values({
          clientId: c.id,
          address1: `${100 + i * 17} ${['Harbor', 'Market', 'Commerce', 'Industrial'][typeId - 1]} Street`,
          address2: i % 3 === 0 ? `Suite ${200 + i}` : '',
          city,
          stateId,
          postalCode: zip,
          countryId: 1,
          isPrimary: true,
        });
        const [contact] = await tx
          .insert(t.clientContacts)
          .values({
            clientId: c.id,
            title: ['Project Manager', 'Purchasing', 'Facilities', 'Dispatch'][typeId - 1]!,
            firstName: first!,
            lastName: last!,
          })
          .returning({ id: t.clientContacts.id });
        await tx.insert(t.contactInfos).values([
          {
            contactId: contact!.id,
            contactTypeId: 1,
            value: `(555) 01${String(i).padStart(2, '0')}-${1000 + typeId * 100 + i}`,
          },
          { contactId: contact!.id, contactTypeId: 2, value: `(555) 02${String(i).padStart(2, '0')}-${2000 + i}` },
          {
            contactId: contact!.id,
            contactTypeId: 3,
            value: `${first!.toLowerCase()}.${last!.toLowerCase()}@example.com`,
          },
        ]);
        // Customers bill from a second office, properties receive at a loading dock.
        if (typeId === 1 || typeId === 3) {
          const [city2, stateId2, zip2] = cities[(i + 5) % cities.length]!;
          await tx.insert(t.clientAddresses).values({
            clientId: c.id,
            address1: typeId === 1 ? `PO Box ${4100 + i * 3}` : `${20 + i} Service Road, Dock ${1 + (i % 4)}`,
            address2: typeId === 1 ? 'Accounts Payable' : 'Receiving',
            city: typeId === 1 ? city2 : city,
            stateId: typeId === 1 ? stateId2 : stateId,
            postalCode: typeId === 1 ? zip2 : zip,
            countryId: 1,
            isPrimary: false,
          });
        }
        // Customers and vendors have someone for invoices too.
        if (typeId === 1 || typeId === 2) {
          const [first2, last2] = people[(i + typeId + 6) % people.length]!;
          const [second] = await tx
            .insert(t.clientContacts)
            .values({ clientId: c.id, title: 'Accounts Payable', firstName: first2!, lastName: last2! })
            .returning({ id: t.clientContacts.id });
          await tx.insert(t.contactInfos).values([
            { contactId: second!.id, contactTypeId: 1, value: `(555) 03${String(i).padStart(2, '0')}-${3000 + i}` },
            { contactId: second!.id, contactTypeId: 4, value: `(555) 04${String(i).padStart(2, '0')}-${4000 + i}` },
            {
              contactId: second!.id,
              contactTypeId: 3,
              value: `ap.${first2!.toLowerCase()}.${last2!.toLowerCase()}@example.com`,
            },
          ]);
        }
      }
      return rows;
    };
    const cust = await addClients(customers, 1);
    const vend = await addClients(vendors, 2);
    const props = await addClients(properties, 3);
    const carrierRows = await addClients(carriers, 4);

    const projectRows = await tx
      .insert(t.projects)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          number: `P-26${String(101 + i)}`,
          name: `${properties[i]} ${['Renovation', 'FF&E Install', 'Fit-Out'][i % 3]}`,
          customerId: cust[i % 8]!.id,
          jobSiteId: props[i]!.id,
          billingClientId: cust[i % 8]!.id,
          status: projectStatuses.nameOf([2, 2, 1, 2, 3, 2, 4, 2, 1, 2][i]!)!,
          typeId: (i % 5) + 1,
          startDate: `2026-0${(i % 9) + 1}-01`,
          ...by,
        })),
      )
      .returning({ id: t.projects.id, customerId: t.projects.customerId });

    await seedProposals(tx, { customers: cust, properties: props, firstProject: projectRows[0]! });
    await seedPurchaseOrders(tx, { vendors: vend, carriers: carrierRows, properties: props, projects: projectRows });
    await seedReceivingAlerts(tx);

    // The first eight projects bill from the master rates (as "Load default rates" does); the last two have none yet.
    const rated = sql.join(
      projectRows.slice(0, 8).map((p) => sql`${p.id}`),
      sql`, `,
    );
    await tx.execute(sql`
      insert into standard_rates (project_id, category, name, unit, rate, created_by, modified_by)
      select p.id, m.category, m.name, m.unit, m.rate, 'seed', 'seed'
      from standard_rates m cross join (select unnest(array[${rated}]::int[]) as id) p
      where m.project_id is null`);
    await tx.execute(sql`
      insert into warehouse_rates (project_id, charge_type, basis, description, rate, period, proration, free_days, minimum_charge, created_by, modified_by)
      select p.id, m.charge_type, m.basis, m.description, m.rate, m.period, m.proration, m.free_days, m.minimum_charge, 'seed', 'seed'
      from warehouse_rates m cross join (select unnest(array[${rated}]::int[]) as id) p
      where m.project_id is null`);

    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const demoUsers = [
      {
        userName: 'sjordan',
        firstName: 'Sam',
        lastName: 'Jordan',
        title: 'Operations Manager',
        userTypeId: 1,
        clientId: 1,
      },
      { userName: 'wchen', firstName: 'Wei', lastName: 'Chen', title: 'Warehouse Lead', userTypeId: 3, clientId: 1 },
      {
        userName: 'amiller',
        firstName: 'Alex',
        lastName: 'Miller',
        title: 'Billing Specialist',
        userTypeId: 4,
        clientId: 1,
      },
      {
        userName: 'kpatel',
        firstName: 'Kavya',
        lastName: 'Patel',
        title: 'General Manager',
        userTypeId: 5,
        clientId: 1,
      },
      {
        userName: 'client.harbor',
        firstName: 'Hazel',
        lastName: 'Brooks',
        title: 'Purchasing Director',
        userTypeId: 2,
        clientId: cust[0]!.id,
      },
    ];
    const claimsFor: Record<string, [string, string][]> = {
      sjordan: ['Project', 'PO', 'Shipment', 'RA', 'PickTicket'].flatMap((m) =>
        ['View', 'Create', 'Update'].map((a) => [m, a] as [string, string]),
      ),
      wchen: ['RA', 'Inventory', 'PickTicket'].flatMap((m) =>
        ['View', 'Update'].map((a) => [m, a] as [string, string]),
      ),
      amiller: [
        ['Invoice', 'View'],
        ['Invoice', 'Create'],
        ['Invoice', 'Update'],
        ['Reports', 'View'],
        ['Project', 'View'],
      ],
      kpatel: ['AddressBook', 'Proposal', 'Project', 'Reports', 'User'].map((m) => [m, 'View'] as [string, string]),
      'client.harbor': [
        ['Project', 'View'],
        ['PO', 'View'],
        ['Shipment', 'View'],
        ['RA', 'View'],
        ['RA', 'Create'],
        ['Inventory', 'View'],
      ],
    };
    for (const u of demoUsers) {
      const [row] = await tx
        .insert(t.users)
        .values({ ...u, email: `${u.userName}@example.com`, passwordHash, ...by })
        .returning({ id: t.users.id });
      const claims = claimsFor[u.userName] ?? [];
      if (claims.length)
        await tx.insert(t.userClaims).values(claims.map(([type, value]) => ({ userId: row!.id, type, value })));
      const own = u.userTypeId === 2 ? projectRows.filter((p) => p.customerId === u.clientId) : projectRows.slice(0, 6);
      if (own.length) await tx.insert(t.userProjects).values(own.map((p) => ({ userId: row!.id, projectId: p.id })));
    }

    const [admin] = await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.userName, 'admin'));
    const day = 24 * 3600 * 1000;
    const now = Date.now();
    await tx.insert(t.notifications).values([
      {
        userId: admin!.id,
        title: 'Receiving alert overdue',
        text: 'Two pallets for P-26104 were expected at the dock yesterday.',
        link: '/receiving-alerts',
        scheduledFor: new Date(now - day),
      },
      {
        userId: admin!.id,
        title: 'Billing period closes Friday',
        text: 'Close the November billing period for P-26102 and review warehouse charges.',
        link: '/invoices',
        scheduledFor: new Date(now - 3600 * 1000),
      },
      {
        userId: admin!.id,
        title: 'Quarterly rate review',
        text: 'Review the standard rates with management.',
        link: '/projects',
        scheduledFor: new Date(now + 30 * day),
      },
    ]);
    // Each demo record's history starts with its creation, as if made through the screens.
    await tx.execute(sql`
      insert into audit_log (user_name, entity, record_id, action, changes, at)
      select 'demo data', 'project', p.id, 'create'::audit_action, jsonb_build_array(
               jsonb_build_object('field', 'number', 'before', null, 'after', p.number),
               jsonb_build_object('field', 'customer', 'before', null, 'after', c.name),
               jsonb_build_object('field', 'jobSite', 'before', null, 'after', j.name),
               jsonb_build_object('field', 'status', 'before', null, 'after', p.status)), p.created_at
      from projects p join clients c on c.id = p.customer_id join clients j on j.id = p.job_site_id
      where p.created_by = 'seed'
      union all
      select 'demo data', 'user', id, 'create'::audit_action, jsonb_build_array(
               jsonb_build_object('field', 'firstName', 'before', null, 'after', first_name),
               jsonb_build_object('field', 'lastName', 'before', null, 'after', last_name),
               jsonb_build_object('field', 'userName', 'before', null, 'after', user_name),
               jsonb_build_object('field', 'email', 'before', null, 'after', email)), created_at
      from users where created_by = 'seed'
      union all
      select 'demo data', 'client', c.id, 'create'::audit_action, jsonb_build_array(
               jsonb_build_object('field', 'name', 'before', null, 'after', c.name),
               jsonb_build_object('field', 'type', 'before', null, 'after', ct.name)), c.created_at
      from clients c join client_types ct on ct.id = c.type_id
      where c.created_by = 'seed'
      union all
      select 'demo data', 'proposal', p.id, 'create'::audit_action, jsonb_build_array(
               jsonb_build_object('field', 'number', 'before', null, 'after', p.number),
               jsonb_build_object('field', 'customer', 'before', null, 'after', c.name),
               jsonb_build_object('field', 'jobSite', 'before', null, 'after', j.name),
               jsonb_build_object('field', 'status', 'before', null, 'after', p.status),
               jsonb_build_object('field', 'projectId', 'before', null, 'after', p.project_id)), p.created_at
      from proposals p join clients c on c.id = p.customer_id left join clients j on j.id = p.job_site_id
      where p.created_by = 'seed'`);
    // Follow-up reminders of the demo POs, as scheduling them through the screens would have (to their creator, the admin).
    await tx.execute(sql`
      insert into notifications (user_id, title, text, link, scheduled_for, source)
      select ${admin!.id}, 'Follow up on ' || po.number,
             v.name || ' · project ' || p.number || ': ' || po.number || ' is ' || s.name || '; follow up with the vendor.',
             '/purchase-orders/' || po.id, po.follow_up_date + time '12:00' at time zone 'UTC', 'po-follow-up:' || po.id
      from purchase_orders po join clients v on v.id = po.vendor_id join projects p on p.id = po.project_id
        join po_statuses s on s.id = po.status_id
      where po.follow_up_date is not null and po.status_id not in (5, 6, 7)`);
    await tx.execute(sql`update purchase_orders set created_by_id = ${admin!.id} where created_by = 'seed'`);
    await tx.execute(sql`
      insert into audit_log (user_name, entity, record_id, action, changes, at)
      select 'demo data', 'purchaseOrder', po.id, 'create'::audit_action, jsonb_build_array(
               jsonb_build_object('field', 'number', 'before', null, 'after', po.number),
               jsonb_build_object('field', 'project', 'before', null, 'after', p.number),
               jsonb_build_object('field', 'vendor', 'before', null, 'after', v.name),
               jsonb_build_object('field', 'status', 'before', null, 'after', s.name),
               jsonb_build_object('field', 'items', 'before', null,
                 'after', (select count(*) from po_items i where i.purchase_order_id = po.id))), po.created_at
      from purchase_orders po join projects p on p.id = po.project_id join clients v on v.id = po.vendor_id
        join po_statuses s on s.id = po.status_id
      where po.created_by = 'seed'`);
    await tx.execute(sql`
      insert into audit_log (user_name, entity, record_id, action, changes, at)
      select 'demo data', 'shipment', sh.id, 'create'::audit_action, jsonb_build_array(
               jsonb_build_object('field', 'number', 'before', null, 'after', sh.number),
               jsonb_build_object('field', 'project', 'before', null, 'after', p.number),
               jsonb_build_object('field', 'carrier', 'before', null, 'after', c.name),
               jsonb_build_object('field', 'status', 'before', null, 'after', s.name)), sh.created_at
      from shipments sh join projects p on p.id = sh.project_id left join clients c on c.id = sh.carrier_id
        join shipment_statuses s on s.id = sh.status_id
      where sh.created_by = 'seed'`);
    await tx.execute(sql`
      insert into audit_log (user_name, entity, record_id, action, changes, at)
      select 'demo data', 'receivingAlert', ra.id, 'create'::audit_action, jsonb_build_array(
               jsonb_build_object('field', 'number', 'before', null, 'after', ra.number),
               jsonb_build_object('field', 'project', 'before', null, 'after', p.number),
               jsonb_build_object('field', 'status', 'before', null, 'after', ra.status)), ra.created_at
      from receiving_alerts ra join projects p on p.id = ra.project_id
      where ra.created_by = 'seed'`);
    await tx.insert(t.appMeta).values({ key: 'demo_seeded', value: new Date().toISOString() });
    return true;
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Row = { id: number; name: string };

/**
 * Eight proposals in every status, with estimated lines. The first is accepted and already became
 * the first demo project (same customer and job site); another is accepted and waits to be converted.
 */
async function seedProposals(tx: Tx, d: { customers: Row[]; properties: Row[]; firstProject: { id: number } }) {
  const status = (name: string) => proposalStatuses.values.find((v) => v.toLowerCase() === name) ?? 'Draft';
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
  const plan = [
    ['accepted', 0, 0, 'FF&E receiving, storage and install for the downtown renovation', true],
    ['accepted', 2, 2, 'Casegoods delivery for the lodge refresh', false],
    ['sent', 1, 1, 'Phase 2 install at the Seaport property', false],
    ['sent', 3, 3, 'Lobby art installation', false],
    ['draft', 4, 4, 'Seating replacement, west wing', false],
    ['draft', 5, 6, 'Guest room bedding and drapery', false],
    ['declined', 6, 7, 'Freight consolidation from three vendors', false],
    ['expired', 7, 8, 'Spring punch-list work', false],
  ] as const;
  for (const [i, [name, customer, site, description, converted]] of plan.entries()) {
    const [proposal] = await tx
      .insert(t.proposals)
      .values({
        number: `Q-${1001 + i}`,
        customerId: d.customers[customer]!.id,
        jobSiteId: d.properties[site]!.id,
        description,
        status: status(name),
        proposalDate: `2026-${String((i % 9) + 1).padStart(2, '0')}-${String(5 + i).padStart(2, '0')}`,
        validUntil: `2026-${String((i % 9) + 2).padStart(2, '0')}-${String(5 + i).padStart(2, '0')}`,
        projectId: converted ? d.firstProject.id : null,
        createdBy: 'seed',
        modifiedBy: 'seed',
      })
      .returning({ id: t.proposals.id });
    await tx.insert(t.proposalLines).values(
      lines[i]!.map(([lineDescription, quantity, unit, rate]) => ({
        proposalId: proposal!.id,
        description: lineDescription,
        quantity,
        unit,
        rate,
        // Exact, as the proposals module computes it: numeric arithmetic rounded to the cent.
        amount: sql`round(${quantity}::numeric * ${rate}::numeric, 2)`,
      })),
    );
  }
}

/** What the demo POs order: [item #, description, category id, UOM, unit cost, weight per unit (lbs), pieces per unit]. */
const catalogue: [string, string, number, string, string, number, number][] = [
  ['KG-101', 'King bed headboard, upholstered', 1, 'Each', '412.00', 68, 1],
  ['NS-220', 'Nightstand, two drawer, walnut', 1, 'Each', '236.50', 42, 1],
  ['DS-310', 'Writing desk with power module', 1, 'Each', '518.75', 95, 2],
  ['LC-405', 'Lounge chair, performance fabric', 1, 'Each', '389.00', 38, 1],
  ['FL-512', 'Floor lamp, brushed brass', 4, 'Each', '146.20', 14, 1],
  ['WS-618', 'Wall sconce, frosted glass', 4, 'Box', '88.40', 6, 1],
  ['CP-730', 'Broadloom carpet, corridor pattern', 6, 'Square foot', '4.85', 0.45, 0],
  ['DR-802', 'Blackout drapery panel, 96 in', 2, 'Pair', '124.00', 9, 2],
  ['MW-915', 'Reception desk millwork section', 5, 'Crate', '2140.00', 610, 3],
  ['AR-044', 'Framed art print, 30 x 40', 7, 'Each', '96.00', 11, 1],
  ['MR-150', 'Vanity mirror, LED backlit', 2, 'Carton', '268.30', 31, 1],
  ['TV-650', 'Guestroom television, 55 in', 8, 'Carton', '472.00', 44, 1],
];

/**
 * Fourteen purchase orders over the first eight demo projects, in every status, with their items;
 * shipped and received quantities where the status says goods moved.
 */
async function seedPurchaseOrders(
  tx: Tx,
  d: { vendors: Row[]; carriers: Row[]; properties: Row[]; projects: { id: number }[] },
) {
  const by = { createdBy: 'seed', modifiedBy: 'seed' };
  // [project index, vendor index, status id, order date, follow-up date, catalogue lines, progress]
  const orders: [
    number,
    number,
    number,
    string | null,
    string | null,
    number[],
    'none' | 'shipped' | 'part' | 'all',
  ][] = [
    [0, 0, 2, '2026-10-02', '2026-11-20', [0, 1, 2], 'none'],
    [0, 1, 3, '2026-09-18', '2026-11-28', [4, 5], 'shipped'],
    [0, 3, 4, '2026-09-01', '2026-12-02', [7, 10], 'part'],
    [0, 4, 5, '2026-08-12', null, [8], 'all'],
    [1, 2, 1, null, '2026-12-10', [6], 'none'],
    [1, 5, 2, '2026-10-20', '2026-11-23', [3, 9], 'none'],
    [1, 10, 6, '2026-06-05', null, [11], 'all'],
    [2, 6, 2, '2026-11-02', '2027-01-15', [4, 5, 10], 'none'],
    [3, 8, 4, '2026-09-25', '2026-11-30', [0, 1], 'part'],
    [3, 11, 7, '2026-10-01', null, [10], 'none'],
    [4, 7, 5, '2026-07-14', null, [9], 'all'],
    [5, 0, 3, '2026-10-09', '2026-12-04', [2, 3], 'shipped'],
    [6, 9, 2, '2026-11-11', '2026-12-18', [7, 11], 'none'],
    [7, 4, 1, null, null, [8, 6], 'none'],
  ];
  let shipmentNumber = 20001;
  for (const [n, [p, v, statusId, orderDate, followUpDate, lines, progress]] of orders.entries()) {
    // Goods that moved went on a shipment from the vendor to the warehouse: in transit, or delivered.
    const shipment =
      progress === 'none'
        ? null
        : (
            await tx
              .insert(t.shipments)
              .values({
                number: `SH-${shipmentNumber++}`,
                projectId: d.projects[p]!.id,
                carrierId: d.carriers[n % d.carriers.length]!.id,
                methodId: (n % 3) + 1,
                statusId: progress === 'shipped' ? 2 : 3,
                shipperId: d.vendors[v]!.id,
                consigneeId: d.properties[p]!.id,
                shipDate: orderDate,
                expectedDate: progress === 'shipped' ? '2026-11-27' : '2026-11-10',
                deliveredDate: progress === 'shipped' ? null : '2026-11-10',
                trackingNumber: `PRO ${731000 + n * 113}`,
                ...by,
              })
              .returning({ id: t.shipments.id })
          )[0]!;
    const [po] = await tx
      .insert(t.purchaseOrders)
      .values({
        number: `PO-${10001 + n}`,
        projectId: d.projects[p]!.id,
        vendorId: d.vendors[v]!.id,
        statusId,
        orderDate,
        followUpDate,
        vendorReference: orderDate ? `SO-${48200 + n * 37}` : '',
        notes: n % 3 === 0 ? 'Deliver to the warehouse dock; call 24 hours ahead.' : '',
        ...by,
      })
      .returning({ id: t.purchaseOrders.id });
    for (const [k, c] of lines.entries()) {
      const [itemNumber, description, categoryId, unitOfMeasure, unitCost, weight, pieces] = catalogue[c]!;
      const quantity = unitOfMeasure === 'Square foot' ? 2400 : [24, 48, 12, 36, 60][(n + k) % 5]!;
      const shipped = progress === 'none' ? 0 : quantity;
      // A partial receipt: the first line arrived short by a few.
      const received = progress === 'all' ? quantity : progress === 'part' && k === 0 ? quantity - 4 : 0;
      const [item] = await tx
        .insert(t.poItems)
        .values({
          purchaseOrderId: po!.id,
          itemNumber,
          description,
          categoryId,
          unitOfMeasure,
          quantity: String(quantity),
          unitCost,
          amount: sql`round(${quantity}::numeric * ${unitCost}::numeric, 2)`,
          weight: String(Math.round(quantity * weight * 100) / 100),
          pieces: quantity * pieces,
          quantityShipped: String(shipped),
          quantityReceived: String(received),
          ...by,
        })
        .returning({ id: t.poItems.id });
      if (shipment && shipped > 0) {
        await tx.insert(t.shipmentItems).values({
          shipmentId: shipment.id,
          poItemId: item!.id,
          itemNumber,
          description,
          unitOfMeasure,
          quantity: String(shipped),
          weight: String(Math.round(shipped * weight * 100) / 100),
          pieces: shipped * pieces,
          ...by,
        });
      }
    }
  }
}

/**
 * A receiving alert for each demo shipment: delivered ones received (into inventory, with their
 * first item-log row; a short line where the PO says so), those in transit expected; and one
 * advance notice announced by the client user for the first project.
 */
async function seedReceivingAlerts(tx: Tx) {
  const by = { createdBy: 'seed', modifiedBy: 'seed' };
  const carried = (await tx.execute(sql`
    select sh.id as shipment_id, sh.project_id, sh.carrier_id, sh.status_id, sh.expected_date, sh.delivered_date,
           sh.tracking_number, si.id as shipment_item_id, si.po_item_id, pi.purchase_order_id, si.item_number,
           si.description, si.unit_of_measure, si.quantity, si.weight, si.pieces, pi.quantity_received
    from shipments sh join shipment_items si on si.shipment_id = sh.id join po_items pi on pi.id = si.po_item_id
    where sh.created_by = 'seed' order by sh.id, si.id`)) as unknown as {
    rows: {
      shipment_id: number;
      project_id: number;
      carrier_id: number | null;
      status_id: number;
      expected_date: string | null;
      delivered_date: string | null;
      tracking_number: string;
      shipment_item_id: number;
      po_item_id: number;
      purchase_order_id: number;
      item_number: string;
      description: string;
      unit_of_measure: string;
      quantity: string;
      weight: string;
      pieces: number;
      quantity_received: string;
    }[];
  };
  const byShipment = new Map<number, typeof carried.rows>();
  for (const r of carried.rows) byShipment.set(r.shipment_id, [...(byShipment.get(r.shipment_id) ?? []), r]);
  let n = 30001;
  for (const lines of byShipment.values()) {
    const first = lines[0]!;
    const received = first.status_id === 3;
    const date = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : (d as string | null));
    const [ra] = await tx
      .insert(t.receivingAlerts)
      .values({
        number: `RA-${n++}`,
        projectId: first.project_id,
        purchaseOrderId: first.purchase_order_id,
        shipmentId: first.shipment_id,
        carrierId: first.carrier_id,
        status: received ? 'Received' : 'Expected',
        expectedDate: date(first.expected_date),
        receivedDate: received ? date(first.delivered_date) : null,
        reference: first.tracking_number,
        ...by,
      })
      .returning({ id: t.receivingAlerts.id });
    if (received) await tx.insert(t.inventories).values({ projectId: first.project_id }).onConflictDoNothing();
    const [inventory] = received
      ? await tx
          .select({ id: t.inventories.id })
          .from(t.inventories)
          .where(eq(t.inventories.projectId, first.project_id))
      : [];
    for (const [k, l] of lines.entries()) {
      const got = Number(l.quantity_received);
      const condition = !received ? null : got < Number(l.quantity) ? 'Short' : 'Good';
      const [item] = await tx
        .insert(t.raItems)
        .values({
          receivingAlertId: ra!.id,
          poItemId: l.po_item_id,
          shipmentItemId: l.shipment_item_id,
          itemNumber: l.item_number,
          description: l.description,
          unitOfMeasure: l.unit_of_measure,
          quantityExpected: l.quantity,
          quantityReceived: received ? String(got) : null,
          receivedDate: received ? date(first.delivered_date) : null,
          condition,
          reason: condition === 'Short' ? 'Back-ordered' : '',
          weight: l.weight,
          pieces: l.pieces,
          location: received ? ['Aisle 1', 'Aisle 2', 'Aisle 3', 'Cage'][k % 4]! : '',
          ...by,
        })
        .returning({ id: t.raItems.id });
      if (!received || got <= 0) continue;
      const [stock] = await tx
        .insert(t.inventoryItems)
        .values({
          inventoryId: inventory!.id,
          projectId: first.project_id,
          raItemId: item!.id,
          poItemId: l.po_item_id,
          itemNumber: l.item_number,
          description: l.description,
          unitOfMeasure: l.unit_of_measure,
          quantityOnHand: String(got),
          weight: l.weight,
          pieces: l.pieces,
          location: ['Aisle 1', 'Aisle 2', 'Aisle 3', 'Cage'][k % 4]!,
          condition: condition ?? 'Good',
          receivedDate: date(first.delivered_date),
          ...by,
        })
        .returning({ id: t.inventoryItems.id });
      await tx.update(t.raItems).set({ inventoryItemId: stock!.id }).where(eq(t.raItems.id, item!.id));
      await tx.insert(t.itemLogs).values({
        inventoryItemId: stock!.id,
        userName: 'demo data',
        action: 'received',
        reference: `RA-${n - 1}`,
        quantityBefore: '0',
        quantityAfter: String(got),
        changes: [{ field: 'quantity', before: 0, after: String(got) }],
      });
    }
  }
  // The client announces a delivery for the first project (an advance shipping notice).
  const [project] = await tx.select({ id: t.projects.id }).from(t.projects).orderBy(t.projects.id).limit(1);
  const [notice] = await tx
    .insert(t.receivingAlerts)
    .values({
      number: `RA-${n}`,
      projectId: project!.id,
      status: 'Expected',
      expectedDate: '2026-12-03',
      reference: 'Owner-supplied artwork, two crates',
      advanceNotice: true,
      ...by,
    })
    .returning({ id: t.receivingAlerts.id });
  await tx.insert(t.raItems).values([
    {
      receivingAlertId: notice!.id,
      itemNumber: 'ART-01',
      description: 'Lobby painting, crated',
      unitOfMeasure: 'Crate',
      quantityExpected: '1',
      weight: '140',
      pieces: 1,
      ...by,
    },
    {
      receivingAlertId: notice!.id,
      itemNumber: 'ART-02',
      description: 'Sculpture base, crated',
      unitOfMeasure: 'Crate',
      quantityExpected: '1',
      weight: '310',
      pieces: 1,
      ...by,
    },
  ]);
}
