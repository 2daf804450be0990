import { allows, clientTypeIds, type RaDetails } from '@freightdesk/contracts';
import { SimpleGrid, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useAuth } from '../../../auth/AuthContext';
import {
  DetailPage,
  DetailSection,
  DrawnAfter,
  RecordActions,
  RecordStamp,
  sharedTabs,
} from '../../../components/detail';
import { fieldKit, RecordForm, RecordNumberField, useRecordScreen, ViewOnlyNote } from '../../../components/form';
import { CompanyPicker, ProjectPicker } from '../../lookups';
import { useCreateRa, useProjectRecords, useUpdateRa } from '../api';
import { RaLinesDraft, ReceiveTab } from '../panels';
import { isOpen, type RaFormMode, type RaFormValues, raFormSchema, toFormValues } from '../raForm';
import { raRecord } from '../raRecord';
import { DeleteRaButton } from './DeleteRaButton';
import { FinishRaButton } from './FinishRaButton';
import { RaStatusBadge } from './RaBadges';
import { RaDocumentsMenu } from './RaDocumentsMenu';
import { RaSummary } from './RaSummary';

const F = fieldKit<RaFormValues>();
const FORM_ID = 'receiving-alert-form';
const carriers = [clientTypeIds.carrier];

interface RaFormProps {
  mode: RaFormMode;
  ra?: RaDetails;
  reload?: () => Promise<RaDetails>;
  /** A new alert's project, chosen before (from the project hub). */
  projectId?: number | null;
  projectLabel?: string;
}

/**
 * The one receiving alert screen for create and edit. Created, an alert shows what is expected and
 * what arrived, its fields to edit while it is open, and its Receive (or Lines), Files and History
 * tabs; Finish receiving puts the goods into inventory.
 */
export function RaForm({ mode, ra, reload, projectId = null, projectLabel }: RaFormProps) {
  const auth = useAuth();
  const { scope, user, staff } = auth;
  const create = useCreateRa();
  const update = useUpdateRa();
  const { record, form, save, back, saving, dirty } = useRecordScreen({
    schema: raFormSchema(mode),
    record: ra,
    defaultValues: toFormValues(ra, projectId),
    toValues: toFormValues,
    reload,
    noun: raRecord.noun,
    named: (saved) => `Receiving alert ${saved.number}`,
    create: create.mutateAsync,
    update: update.mutateAsync,
    opens: (created) => `/receiving-alerts/${created.id}`,
    list: { path: '/receiving-alerts', label: 'receiving alerts' },
    projectId,
  });
  const open = !ra || isOpen(ra);
  const canSave = open && allows(scope, mode === 'create' ? 'RA:Create' : 'RA:Update');
  const canReceive = staff && Boolean(ra) && open && allows(scope, 'RA:Update');
  const client = user?.userTypeId === 2;
  const chosenProject = useWatch({ control: form.control, name: 'projectId' });
  const records = useProjectRecords(chosenProject);

  // Another project's PO and shipment do not belong to this one (the record's own project keeps them).
  useEffect(() => {
    if (!records.data || chosenProject === (ra?.projectId ?? null)) return;
    const { purchaseOrderId, shipmentId } = form.getValues();
    if (purchaseOrderId !== null && !records.data.purchaseOrders.some((p) => p.id === purchaseOrderId)) {
      form.setValue('purchaseOrderId', null, { shouldDirty: true });
    }
    if (shipmentId !== null && !records.data.shipments.some((s) => s.id === shipmentId)) {
      form.setValue('shipmentId', null, { shouldDirty: true });
    }
  }, [records.data, chosenProject, ra?.projectId, form]);

  const title =
    mode === 'create'
      ? client
        ? 'Announce a Delivery'
        : 'Create Receiving Alert'
      : `Receiving Alert ${ra?.number ?? ''}`;
  const poOptions = (records.data?.purchaseOrders ?? []).map((p) => ({ value: p.id, label: p.label }));
  const shipmentOptions = (records.data?.shipments ?? []).map((s) => ({ value: s.id, label: s.label }));
  const statusOptions = ra
    ? [...new Set<RaDetails['status']>([ra.status, 'Expected', 'Cancelled'])].map((s) => ({ value: s, label: s }))
    : [];

  const fields = (
    <RecordForm record={record} onSubmit={save} id={FORM_ID} label={title} disabled={!canSave || saving}>
      <Stack gap="md">
        {ra && !canSave && (
          <ViewOnlyNote
            noun={raRecord.noun}
            because={open ? undefined : `This alert is ${ra.status.toLowerCase()}: its details no longer change.`}
          />
        )}
        <DetailSection title={mode === 'create' ? 'Details' : 'Edit details'}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
              <RecordNumberField label="Alert number" creating={mode === 'create'} />
              <F.PickerField
                name="projectId"
                picker={ProjectPicker}
                pickerProps={{
                  label: 'Project',
                  initialLabel: ra ? `${ra.projectNumber} · ${ra.customerName}` : projectLabel,
                }}
              />
              <F.DateField name="expectedDate" label="Expected date" />
              {(poOptions.length > 0 || ra?.purchaseOrderId) && (
                <F.SelectField
                  name="purchaseOrderId"
                  label="Purchase order"
                  clearable
                  placeholder="None"
                  options={withCurrent(poOptions, ra?.purchaseOrderId, ra?.poNumber)}
                />
              )}
              {(shipmentOptions.length > 0 || ra?.shipmentId) && (
                <F.SelectField
                  name="shipmentId"
                  label="Shipment"
                  clearable
                  placeholder="None"
                  options={withCurrent(shipmentOptions, ra?.shipmentId, ra?.shipmentNumber)}
                />
              )}
              {/* Carriers are read from the address book: offered to who may read it. */}
              {allows(scope, 'AddressBook:View') && (
                <F.PickerField
                  name="carrierId"
                  picker={CompanyPicker}
                  pickerProps={{
                    label: 'Carrier',
                    placeholder: 'Search carriers',
                    noun: 'carrier',
                    types: carriers,
                    initialLabel: ra?.carrierName ?? undefined,
                  }}
                />
              )}
              <F.TextField
                name="reference"
                label="Reference"
                placeholder="Driver, seal number, PRO"
                description="How the dock recognises the delivery"
              />
              {mode === 'edit' && (
                <F.SelectField
                  name="status"
                  label="Status"
                  allowDeselect={false}
                  options={statusOptions}
                  description="Receiving and Received follow the lines; cancel an alert that will not come"
                />
              )}
            </SimpleGrid>
            <F.TextAreaField name="notes" label="Notes" placeholder="Dock instructions, contacts, appointment" />
          </Stack>
        </DetailSection>
        {mode === 'create' && (
          <DetailSection title="Expected lines">
            <RaLinesDraft disabled={!canSave || saving} />
          </DetailSection>
        )}
      </Stack>
    </RecordForm>
  );

  return (
    <DetailPage
      title={title}
      badge={ra && <RaStatusBadge status={ra.status} size="lg" />}
      meta={ra && <RecordStamp entity={raRecord.entity} id={ra.id} record={ra} />}
      noun={raRecord.noun}
      back={back}
      actions={
        <RecordActions
          closeTo={back.to}
          unsaved={dirty && mode === 'edit'}
          save={
            canSave && {
              form: FORM_ID,
              label: mode === 'create' ? (client ? 'Announce' : 'Create') : 'Save',
              loading: saving,
              variant: canReceive ? 'default' : 'filled',
            }
          }
          trailing={ra && canReceive && <FinishRaButton ra={ra} />}
        >
          {ra && <RaDocumentsMenu ra={ra} />}
          {ra && allows(scope, 'RA:Delete') && ra.status !== 'Received' && <DeleteRaButton ra={ra} />}
        </RecordActions>
      }
      basePath={ra ? `/receiving-alerts/${ra.id}` : undefined}
      tabs={
        ra && [
          {
            path: '',
            label: 'Details',
            keepMounted: true,
            content: (
              <Stack gap="md">
                <RaSummary ra={ra} />
                <DrawnAfter>{fields}</DrawnAfter>
              </Stack>
            ),
          },
          {
            path: 'lines',
            label: canReceive ? 'Receive' : 'Lines',
            count: ra.totals.items,
            content: <ReceiveTab ra={ra} canReceive={canReceive} />,
          },
          ...sharedTabs(raRecord, ra, auth),
        ]
      }
    >
      {fields}
    </DetailPage>
  );
}

/** The current choice stays offered even when the list no longer holds it (another project's, say). */
function withCurrent(
  options: { value: number; label: string }[],
  id: number | null | undefined,
  label?: string | null,
) {
  if (!id || options.some((o) => o.value === id)) return options;
  return [{ value: id, label: label ?? `#${id}` }, ...options];
}
