import {
  type addressFields,
  type ClientDetails,
  clientTypeIds,
  type contactFields,
  createClientBody,
  updateClientBody,
} from '@freightdesk/contracts';
import type { z } from 'zod';

export type ClientFormMode = 'create' | 'edit';
export type AddressValues = z.output<typeof addressFields>;
export type ContactValues = z.output<typeof contactFields>;

/** What the client form holds: the update body, with the type nullable while none is chosen. */
export interface ClientFormValues {
  id?: number;
  version?: number;
  name: string;
  typeId: number | null;
  defaultBillingClientId: number | null;
  thirdPartyClientId: number | null;
  addresses: AddressValues[];
  contacts: ContactValues[];
}

export type CreateClientOutput = z.output<typeof createClientBody>;
export type UpdateClientOutput = z.output<typeof updateClientBody>;
export type ClientFormOutput = CreateClientOutput | UpdateClientOutput;

/** The contract's own schemas validate the form: the create body, or the update body with id and version. */
export const clientFormSchema = (mode: ClientFormMode) => (mode === 'create' ? createClientBody : updateClientBody);

/** The client types a new client may start as, by the name the list's tabs use in the URL. */
export const isClientType = (typeId: number) =>
  Object.values(clientTypeIds).some((id) => id === typeId && id !== clientTypeIds.all);

export function toFormValues(client: ClientDetails | undefined, typeId: number | null = null): ClientFormValues {
  if (!client) {
    return {
      name: '',
      typeId,
      defaultBillingClientId: null,
      thirdPartyClientId: null,
      addresses: [],
      contacts: [],
    };
  }
  return {
    id: client.id,
    version: client.version,
    name: client.name,
    typeId: client.typeId,
    defaultBillingClientId: client.defaultBillingClientId,
    thirdPartyClientId: client.thirdPartyClientId,
    addresses: client.addresses.map((a) => ({
      address1: a.address1,
      address2: a.address2,
      city: a.city,
      stateId: a.stateId,
      postalCode: a.postalCode,
      countryId: a.countryId,
      isPrimary: a.isPrimary,
    })),
    contacts: client.contacts.map((c) => ({
      title: c.title,
      firstName: c.firstName,
      lastName: c.lastName,
      contactInfos: c.contactInfos.map((i) => ({ contactTypeId: i.contactTypeId, value: i.value })),
    })),
  };
}
