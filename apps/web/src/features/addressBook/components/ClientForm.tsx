import { allows, type ClientDetails, clientTypeIds } from '@freightdesk/contracts';
import { SimpleGrid, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { DetailPage, DetailSection, RecordActions, RecordStamp, sharedTabs } from '../../../components/detail';
import { fieldKit, RecordForm, useRecordForm, ViewOnlyNote } from '../../../components/form';
import { notify } from '../../../components/notify';
import { ClientTypePicker, CompanyPicker } from '../../lookups';
import { useClientProjects, useCreateClient, useUpdateClient } from '../api';
import { type ClientFormMode, type ClientFormValues, clientFormSchema, toFormValues } from '../clientForm';
import { clientRecord } from '../clientRecord';
import { ClientProjects } from '../panels';
import { AddressList } from './AddressList';
import { ClientTypeBadge } from './ClientTypeBadge';
import { ContactList } from './ContactList';
import { DeleteClientButton } from './DeleteClientButton';

const F = fieldKit<ClientFormValues>();
const FORM_ID = 'client-form';
const back = { to: '/address-books', label: 'Back to the address book' };
const anyType = [clientTypeIds.all];

interface ClientFormProps {
  mode: ClientFormMode;
  client?: ClientDetails;
  reload?: () => Promise<ClientDetails>;
  /** The type a new client starts as (from the list's type switch). */
  typeId?: number | null;
}

/**
 * The one client screen for create and edit: its details, addresses and contacts (edited in
 * place; on an existing client each change saves at once), its projects and its history.
 */
export function ClientForm({ mode, client, reload, typeId = null }: ClientFormProps) {
  const auth = useAuth();
  const { scope } = auth;
  const navigate = useNavigate();
  const create = useCreateClient();
  const update = useUpdateClient();
  const record = useRecordForm({
    schema: clientFormSchema(mode),
    defaultValues: toFormValues(client, typeId),
    noun: clientRecord.noun,
    reload: reload && (async () => toFormValues(await reload())),
  });
  const { form } = record;
  const seesProjects = allows(scope, 'Project:View');
  const projects = useClientProjects(client?.id ?? 0, Boolean(client && seesProjects));
  const canSave = allows(scope, mode === 'create' ? 'AddressBook:Create' : 'AddressBook:Update');
  const canDelete = mode === 'edit' && allows(scope, 'AddressBook:Delete');
  const saving = form.formState.isSubmitting;
  const dirty = form.formState.isDirty;

  const save = record.submit(async (values) => {
    // The update body is the one that names the record.
    if (!('id' in values)) {
      const created = await create.mutateAsync(values);
      notify.success(`${created.name} created`);
      navigate(`/address-books/${created.id}`, { replace: true });
      return undefined;
    }
    const saved = await update.mutateAsync(values);
    notify.success(`${saved.name} updated`);
    return toFormValues(saved);
  });
  // On an existing client an address or contact saves at once; a new one is saved by Create.
  const commit = mode === 'edit' ? () => save() : undefined;

  const title = mode === 'create' ? 'Create Client' : (client?.name ?? '');
  const details = (
    <RecordForm record={record} onSubmit={save} id={FORM_ID} label={title} disabled={!canSave || saving}>
      {!canSave && <ViewOnlyNote noun={clientRecord.noun} mb="sm" />}
      <Stack gap="md">
        <DetailSection title="Details">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <F.TextField name="name" label="Name" />
            <F.PickerField name="typeId" picker={ClientTypePicker} pickerProps={{ label: 'Type' }} />
            <F.PickerField
              name="defaultBillingClientId"
              picker={CompanyPicker}
              pickerProps={{
                label: 'Default billing client',
                initialLabel: client?.defaultBillingClientName ?? undefined,
                types: anyType,
                noun: 'client',
                placeholder: 'Search clients',
              }}
            />
            <F.PickerField
              name="thirdPartyClientId"
              picker={CompanyPicker}
              pickerProps={{
                label: 'Third-party client',
                initialLabel: client?.thirdPartyClientName ?? undefined,
                types: anyType,
                noun: 'client',
                placeholder: 'Search clients',
              }}
            />
            <F.NumberField
              name="paymentTermsDays"
              label="Payment terms (net days)"
              description="An invoice billed to this client is due this many days after its date"
              min={0}
              max={365}
              allowDecimal={false}
            />
          </SimpleGrid>
        </DetailSection>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <DetailSection title="Addresses">
            <AddressList commit={commit} disabled={!canSave || saving} />
          </DetailSection>
          <DetailSection title="Contacts">
            <ContactList commit={commit} disabled={!canSave || saving} />
          </DetailSection>
        </SimpleGrid>
      </Stack>
    </RecordForm>
  );

  return (
    <DetailPage
      title={title}
      badge={client && <ClientTypeBadge typeId={client.typeId} name={client.typeName} size="lg" />}
      meta={client && <RecordStamp entity={clientRecord.entity} id={client.id} record={client} />}
      noun={clientRecord.noun}
      back={back}
      actions={
        <RecordActions
          closeTo="/address-books"
          unsaved={dirty && mode === 'edit'}
          save={{ form: FORM_ID, label: mode === 'create' ? 'Create' : 'Update', loading: saving, disabled: !canSave }}
        >
          {canDelete && client && <DeleteClientButton client={client} />}
        </RecordActions>
      }
      basePath={client ? `/address-books/${client.id}` : undefined}
      tabs={
        client && [
          { path: '', label: 'Details', content: details, keepMounted: true },
          ...(seesProjects
            ? [
                {
                  path: 'projects',
                  label: 'Projects',
                  count: projects.data?.length,
                  content: <ClientProjects clientId={client.id} />,
                },
              ]
            : []),
          ...sharedTabs(clientRecord, client, auth),
        ]
      }
    >
      {details}
    </DetailPage>
  );
}
