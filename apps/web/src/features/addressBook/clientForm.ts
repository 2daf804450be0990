import {
  type addressFields,
  type ClientDetails,
  clientTypeIds,
  type contactFields,
  createClientBody,
  updateClientBody,
} from '@freightdesk/contracts';
import type { z } from 'zod';
import type { FormValues } from '../../components/form';

export type ClientFormMode = 'create' | 'edit';
export type AddressValues = z.output<typeof addressFields>;
export type ContactValues = z.output<typeof contactFields>;

/** The contract's own schemas validate the form: the create body, or the update body with id and version. */
export const clientFormSchema = (mode: ClientFormMode): typeof createClientBody | typeof updateClientBody =>
  mode === 'create' ? createClientBody : updateClientBody;

/** What the client form holds: the create or update body, its addresses and contacts as their lists hold them. */
export type ClientFormValues = FormValues<
  ReturnType<typeof clientFormSchema>,
  { addresses: AddressValues[]; contacts: ContactValues[] }
>;

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
      paymentTermsDays: 30,
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
    paymentTermsDays: client.paymentTermsDays,
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
