import { clientTypeIds, type createClientBody, PROVIDER_CLIENT_ID } from '@freightdesk/contracts';
import type { z } from 'zod';
import type { SeedContext } from '../../platform/module';
import type { ClientService } from './client.service';

type ClientInput = z.output<typeof createClientBody>;

/** A demo company: what the modules seeded after the address book pick. */
export interface SeededCompany {
  id: number;
  name: string;
}

/** The address book's demo companies, a dozen of each type, in the order they were made. */
export interface ClientSeed {
  customers: SeededCompany[];
  vendors: SeededCompany[];
  properties: SeededCompany[];
  carriers: SeededCompany[];
}

declare module '../../platform/module' {
  interface SeededData {
    client: ClientSeed;
  }
}

const names: Record<keyof ClientSeed, string[]> = {
  customers: [
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
  ],
  vendors: [
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
  ],
  properties: [
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
  ],
  carriers: [
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
  ],
};

/** [city, state id, postal code] of the companies' offices, in turn. */
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
const people: [string, string][] = [
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
/** The address book's contact types (Phone, Mobile, E-mail, Fax). */
const PHONE = 1;
const MOBILE = 2;
const EMAIL = 3;
const FAX = 4;
const UNITED_STATES = 1;

/**
 * A demo company as the client form would send it: its office (the primary address) and a contact
 * with a phone, a mobile and an e-mail; customers bill from a second office and properties receive
 * at a loading dock; customers and vendors have someone for invoices too.
 */
function company(name: string, typeId: number, i: number): ClientInput {
  const [city, stateId, postalCode] = cities[i % cities.length]!;
  const [first, last] = people[(i + typeId) % people.length]!;
  const customer = typeId === clientTypeIds.customer;
  const property = typeId === clientTypeIds.property;
  const office = {
    address1: `${100 + i * 17} ${['Harbor', 'Market', 'Commerce', 'Industrial'][typeId - 1]} Street`,
    address2: i % 3 === 0 ? `Suite ${200 + i}` : '',
    city,
    stateId,
    postalCode,
    countryId: UNITED_STATES,
    isPrimary: true,
  };
  const [city2, stateId2, postalCode2] = cities[(i + 5) % cities.length]!;
  const second =
    customer || property
      ? [
          {
            address1: customer ? `PO Box ${4100 + i * 3}` : `${20 + i} Service Road, Dock ${1 + (i % 4)}`,
            address2: customer ? 'Accounts Payable' : 'Receiving',
            city: customer ? city2 : city,
            stateId: customer ? stateId2 : stateId,
            postalCode: customer ? postalCode2 : postalCode,
            countryId: UNITED_STATES,
            isPrimary: false,
          },
        ]
      : [];
  const n = String(i).padStart(2, '0');
  const contact = {
    title: ['Project Manager', 'Purchasing', 'Facilities', 'Dispatch'][typeId - 1]!,
    firstName: first,
    lastName: last,
    contactInfos: [
      { contactTypeId: PHONE, value: `(555) 01${n}-${1000 + typeId * 100 + i}` },
      { contactTypeId: MOBILE, value: `(555) 02${n}-${2000 + i}` },
      { contactTypeId: EMAIL, value: `${first.toLowerCase()}.${last.toLowerCase()}@example.com` },
    ],
  };
  const [first2, last2] = people[(i + typeId + 6) % people.length]!;
  const payables =
    customer || typeId === clientTypeIds.vendor
      ? [
          {
            title: 'Accounts Payable',
            firstName: first2,
            lastName: last2,
            contactInfos: [
              { contactTypeId: PHONE, value: `(555) 03${n}-${3000 + i}` },
              { contactTypeId: FAX, value: `(555) 04${n}-${4000 + i}` },
              { contactTypeId: EMAIL, value: `ap.${first2.toLowerCase()}.${last2.toLowerCase()}@example.com` },
            ],
          },
        ]
      : [];
  return {
    name,
    typeId,
    defaultBillingClientId: null,
    thirdPartyClientId: null,
    // Most pay net 30; some customers have other terms (the demo's invoices show them).
    paymentTermsDays: customer ? ([30, 45, 15, 60][i % 4] ?? 30) : 30,
    addresses: [office, ...second],
    contacts: [contact, ...payables],
  };
}

/** The address book's demo data: a dozen customers, vendors, properties and carriers, through the client service. */
export async function seedClients({ clients }: { clients: ClientService }, { admin, tx, made }: SeedContext) {
  const typeOf: Record<keyof ClientSeed, number> = {
    customers: clientTypeIds.customer,
    vendors: clientTypeIds.vendor,
    properties: clientTypeIds.property,
    carriers: clientTypeIds.carrier,
  };
  const seeded = { customers: [], vendors: [], properties: [], carriers: [] } as ClientSeed;
  for (const kind of Object.keys(names) as (keyof ClientSeed)[]) {
    for (const [i, name] of names[kind].entries()) {
      const created = await clients.create(admin, company(name, typeOf[kind], i), tx);
      seeded[kind].push({ id: created.id, name: created.name });
    }
  }
  // The provider's own company (client 1): its primary address is the remit-to its invoices print.
  await clients.add(
    admin,
    {
      clientId: PROVIDER_CLIENT_ID,
      address: {
        address1: '1200 Harbor Way',
        address2: 'Suite 300',
        city: 'Newark',
        stateId: null,
        postalCode: '07114',
        countryId: 1,
        isPrimary: true,
      },
    },
    tx,
  );
  made.client = seeded;
}
