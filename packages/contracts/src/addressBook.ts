import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { REQUIRED } from './common/errors';
import { exportBody, fileResponse } from './common/export';
import { columnInfo, defineList, type ListKey, listSearchBody } from './common/list';
import { audit, idParam, idSchema, idText, MAX_ID, paged, pageQuery } from './common/paging';

const tag = 'Address book';

const required = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max);
const optionalText = (max: number) => z.string().trim().max(max).default('');

/** The address book's list, declared once (tabs by client type filter it by typeId). */
export const clientList = defineList({
  name: 'clients',
  columns: {
    name: { label: 'Name', type: 'text', inSearchTerm: true },
    typeName: { label: 'Type', type: 'enum' },
    typeId: { label: 'Type id', type: 'number', filter: 'exact', sortable: false, hidden: true },
    city: { label: 'City', type: 'text', inSearchTerm: true },
    state: { label: 'State', type: 'text' },
    modifiedAt: { label: 'Modified', type: 'date' },
  },
  defaultSort: { column: 'name' },
  maxUnpaged: 500,
});
export type ClientListColumn = ListKey<typeof clientList>;
export const clientSearchBody = listSearchBody(clientList);
export type ClientSearchBody = z.input<typeof clientSearchBody>;
export const clientExportBody = exportBody(clientSearchBody);

export const clientListItem = z
  .object({
    id: z.number().int(),
    name: z.string(),
    typeId: z.number().int(),
    typeName: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    modifiedAt: z.iso.datetime(),
  })
  .meta({ id: 'ClientListItem' });
export type ClientListItem = z.infer<typeof clientListItem>;

/** An address as a form sends it; a client has exactly one primary address when it has any. */
export const addressFields = z.object({
  address1: required(200),
  address2: optionalText(200),
  city: required(100),
  stateId: idSchema.nullable().default(null),
  postalCode: optionalText(20),
  countryId: idSchema.nullable().default(null),
  isPrimary: z.boolean().default(false),
});
export const contactInfoFields = z.object({ contactTypeId: idSchema, value: required(200) });
export const contactFields = z.object({
  title: optionalText(100),
  firstName: required(100),
  lastName: required(100),
  contactInfos: z.array(contactInfoFields).max(20).default([]),
});

const onePrimary = (addresses: { isPrimary: boolean }[], ctx: z.RefinementCtx) => {
  const primaries = addresses.filter((a) => a.isPrimary).length;
  if (addresses.length && primaries !== 1) {
    ctx.addIssue({ code: 'custom', path: ['addresses'], message: 'Mark exactly one address as primary.' });
  }
};

/** What the client form sends, create and edit alike: the client with its addresses and contacts. */
export const clientFields = z.object({
  name: required(200),
  typeId: z.number({ error: REQUIRED }).int().positive().max(MAX_ID),
  defaultBillingClientId: idSchema.nullable().default(null),
  thirdPartyClientId: idSchema.nullable().default(null),
  /** Net days an invoice billed to this client is due in (its due date is its date plus these). */
  paymentTermsDays: z
    .number({ error: 'Enter the payment terms in days.' })
    .int('Enter whole days.')
    .min(0, 'Terms cannot be negative.')
    .max(365, 'At most 365 days.')
    .default(30),
  addresses: z.array(addressFields).max(50).default([]),
  contacts: z.array(contactFields).max(200).default([]),
});
export const createClientBody = clientFields.superRefine((b, ctx) => onePrimary(b.addresses, ctx));
export type CreateClientBody = z.input<typeof createClientBody>;
/** An edit sends the whole client: its addresses and contacts replace the ones it had. */
export const updateClientBody = clientFields
  .extend({ id: idSchema, version: z.number().int().min(0).max(MAX_ID) })
  .superRefine((b, ctx) => onePrimary(b.addresses, ctx));
export type UpdateClientBody = z.input<typeof updateClientBody>;

export const addAddressBody = addressFields.extend({ clientId: idSchema });
export const addContactBody = contactFields.extend({ clientId: idSchema });

export const clientAddressDetails = z.object({
  id: z.number().int(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  stateId: z.number().int().nullable(),
  state: z.string(),
  postalCode: z.string(),
  countryId: z.number().int().nullable(),
  country: z.string(),
  isPrimary: z.boolean(),
});
export const clientContactDetails = z.object({
  id: z.number().int(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  contactInfos: z.array(z.object({ contactTypeId: z.number().int(), contactType: z.string(), value: z.string() })),
});

export const clientDetails = z
  .object({
    id: z.number().int(),
    name: z.string(),
    typeId: z.number().int(),
    typeName: z.string(),
    defaultBillingClientId: z.number().int().nullable(),
    defaultBillingClientName: z.string().nullable(),
    thirdPartyClientId: z.number().int().nullable(),
    thirdPartyClientName: z.string().nullable(),
    paymentTermsDays: z.number().int(),
    addresses: z.array(clientAddressDetails),
    contacts: z.array(clientContactDetails),
    ...audit,
  })
  .meta({ id: 'Client' });
export type ClientDetails = z.infer<typeof clientDetails>;

/** A client a record involves, and in which role (docs/requirements.md: getClients by module and record). */
export const involvedClient = z.object({
  id: z.number().int(),
  name: z.string(),
  typeId: z.number().int(),
  role: z.string(),
});

const typeQuery = z.object({ typeId: idText.optional() });

export const addressBookEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/client',
    access: 'AddressBook:View',
    tag,
    summary:
      'Clients by name, of one type (1 customers, 2 vendors, 3 properties, 4 carriers; 100 or none: all); at most 500',
    query: typeQuery,
    response: z.array(clientListItem),
  }),
  paged: endpoint({
    method: 'GET',
    path: '/api/client/paged',
    access: 'AddressBook:View',
    tag,
    summary: 'A page of clients by name, optionally of one type',
    query: pageQuery.extend(typeQuery.shape),
    response: paged(clientListItem),
  }),
  search: endpoint({
    method: 'POST',
    path: '/api/client/search',
    access: 'AddressBook:View',
    tag,
    summary: 'Search clients (shared search payload; searchFields.typeId filters a type)',
    body: clientSearchBody,
    response: paged(clientListItem),
  }),
  export: endpoint({
    method: 'POST',
    path: '/api/client/export',
    access: 'AddressBook:View',
    tag,
    summary: 'Every client of a search as a CSV or Excel file',
    body: clientExportBody,
    response: fileResponse,
  }),
  filteredColums: endpoint({
    method: 'GET',
    path: '/api/client/filteredColums',
    access: 'AddressBook:View',
    tag,
    summary: "The address book list's columns, with the client types to filter by",
    response: z.array(columnInfo),
  }),
  getClients: endpoint({
    method: 'GET',
    path: '/api/client/getClients',
    access: 'signedIn',
    tag,
    summary:
      'The clients a record involves: for a project its customer, job site, billing and third-party clients (moduleName all or Project)',
    query: z.object({
      moduleName: z.enum(['all', 'Project']).default('all'),
      moduleId: z.coerce.number().int().min(0).max(MAX_ID).default(0),
      clientId: idText.optional(),
    }),
    response: z.array(involvedClient),
  }),
  byId: endpoint({
    method: 'GET',
    path: '/api/client/:id',
    access: 'AddressBook:View',
    tag,
    summary: 'One client with its addresses and contacts',
    params: idParam,
    response: clientDetails,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/client',
    access: 'AddressBook:Create',
    tag,
    summary: 'Create a client with its addresses and contacts',
    body: createClientBody,
    status: 201,
    response: clientDetails,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/client',
    access: 'AddressBook:Update',
    tag,
    summary: 'Update a client; its addresses and contacts are replaced by the ones sent (a stale version is a 409)',
    body: updateClientBody,
    response: clientDetails,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/client/:id',
    access: 'AddressBook:Delete',
    tag,
    summary: 'Delete a client no user, project or other client uses (409 saying what uses it)',
    params: idParam,
    status: 204,
    response: z.null(),
  }),
  addAddress: endpoint({
    method: 'POST',
    path: '/api/client/addAddress',
    access: 'AddressBook:Update',
    tag,
    summary: "Add an address to a client; a primary one becomes the client's only primary address",
    body: addAddressBody,
    status: 201,
    response: clientDetails,
  }),
  addContact: endpoint({
    method: 'POST',
    path: '/api/client/addContact',
    access: 'AddressBook:Update',
    tag,
    summary: 'Add a contact with its phone numbers and e-mail addresses to a client',
    body: addContactBody,
    status: 201,
    response: clientDetails,
  }),
};
