import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { idSchema } from './common/paging';

const tag = 'Clients';

/** docs/design.md section 6. 100 in a query means all types. */
export const clientTypeIds = { customer: 1, vendor: 2, property: 3, carrier: 4, all: 100 } as const;

export const clientAddress = z.object({
  id: z.number().int(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  isPrimary: z.boolean(),
});

export const contactInfo = z.object({
  contactTypeId: z.number().int(),
  contactType: z.string(),
  value: z.string(),
});

export const clientContact = z.object({
  id: z.number().int(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  contactInfos: z.array(contactInfo),
});

export const companyDetails = z.object({
  id: z.number().int(),
  name: z.string(),
  typeId: z.number().int(),
  /** A company search result carries label and value (docs/requirements.md section 3). */
  label: z.string(),
  value: z.number().int(),
  addresses: z.array(clientAddress),
  contacts: z.array(clientContact),
});
export type CompanyDetails = z.infer<typeof companyDetails>;

export const companySearchBody = z.object({
  searchTerm: z.string().trim().max(100).default(''),
  /** How many companies to return (docs/requirements.md section 9: default 20, the user screen asks 25). */
  _requiredData: z.number().int().min(1).max(100).default(20),
  _clientTypeIds: z.array(idSchema).max(10).default([clientTypeIds.customer]),
  /** Ids that must be in the answer whatever the term (the company already on a form). */
  _includeIds: z.array(idSchema).max(10).default([]),
});
export type CompanySearchBody = z.input<typeof companySearchBody>;

export const clientEndpoints = {
  getCompanyDetails: endpoint({
    method: 'POST',
    path: '/api/client/getCompanyDetails',
    access: 'signedIn',
    tag,
    summary:
      'Search companies by name and type, with addresses and contacts; a client user finds only their own company',
    body: companySearchBody,
    response: z.array(companyDetails),
  }),
};
