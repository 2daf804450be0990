import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { idText, lookupItem } from './common/paging';
import { actionSchema, moduleSchema } from './common/permissionSchemas';

const tag = 'Lookups';

export const claimDefinition = z.object({
  type: moduleSchema,
  typeDesc: z.string(),
  values: z.array(actionSchema),
});
export type ClaimDefinition = z.infer<typeof claimDefinition>;

export const stateItem = lookupItem.extend({ code: z.string(), countryId: z.number().int() });
export const countryItem = lookupItem.extend({ code: z.string() });

const list = (path: string, summary: string) =>
  endpoint({ method: 'GET', path, access: 'signedIn', tag, summary, response: z.array(lookupItem) });

export const lookupEndpoints = {
  claims: endpoint({
    method: 'GET',
    path: '/api/claim',
    access: 'signedIn',
    tag,
    summary: 'Module claim definitions; isClient=true drops Reports, Proposal and AddressBook',
    query: z.object({ isClient: z.stringbool().optional() }),
    response: z.array(claimDefinition),
  }),
  userTypes: list('/api/usertype', 'User types'),
  clientTypes: list('/api/clientType', 'Client types'),
  contactTypes: list('/api/contactType', 'Contact types'),
  countries: endpoint({
    method: 'GET',
    path: '/api/country',
    access: 'signedIn',
    tag,
    summary: 'Countries',
    response: z.array(countryItem),
  }),
  states: endpoint({
    method: 'GET',
    path: '/api/state/country/:countryId',
    access: 'signedIn',
    tag,
    summary: 'States of a country',
    params: z.object({ countryId: idText }),
    response: z.array(stateItem),
  }),
  projectStatuses: list('/api/projectStatus', 'Project statuses'),
  projectTypes: list('/api/projectType', 'Project types'),
  proposalStatuses: list('/api/proposalStatus', 'Proposal statuses'),
  poStatuses: list('/api/POStatus', 'Purchase order statuses'),
  shipmentMethods: list('/api/shipmentMethod', 'Shipment methods'),
  shipmentStatuses: list('/api/shipmentStatus', 'Shipment statuses'),
};
