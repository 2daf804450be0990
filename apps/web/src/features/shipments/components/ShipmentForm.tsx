import { allows, clientTypeIds, type ShipmentDetails, shipmentStatusIds } from '@freightdesk/contracts';
import { Alert, Button, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import {
  DetailPage,
  DetailSection,
  DrawnAfter,
  RecordActions,
  RecordStamp,
  sharedTabs,
  TabBadge,
} from '../../../components/detail';
import { fieldKit, RecordForm, RecordNumberField, useRecordScreen, ViewOnlyNote } from '../../../components/form';
import { CompanyPicker, ProjectPicker } from '../../lookups';
import {
  shipmentMethodsQuery,
  shipmentStatusesQuery,
  useCreateShipment,
  useShipmentCounts,
  useUpdateShipment,
} from '../api';
import { ShipmentAlertsTab, ShipmentItemsTab } from '../panels';
import {
  projectOf,
  type ShipmentFormMode,
  type ShipmentFormValues,
  shipmentFormSchema,
  statusOptions,
  toFormValues,
} from '../shipmentForm';
import { shipmentRecord } from '../shipmentRecord';
import { BillOfLadingButton } from './BillOfLadingButton';
import { DeleteShipmentButton } from './DeleteShipmentButton';
import { ShipmentStatusBadge } from './ShipmentStatusBadge';
import { ShipmentSummary } from './ShipmentSummary';

const F = fieldKit<ShipmentFormValues>();
const FORM_ID = 'shipment-form';
const carriers = [clientTypeIds.carrier];
const anyCompany = [clientTypeIds.all];
/** Who ships and who receives: any company of the address book. */
const parties = [
  {
    name: 'shipperId',
    label: 'Shipper',
    description: 'Who ships it: usually the vendor',
    initial: (s: ShipmentDetails) => s.shipperName,
  },
  {
    name: 'consigneeId',
    label: 'Consignee',
    description: 'Where it goes: the warehouse or a job site',
    initial: (s: ShipmentDetails) => s.consigneeName,
  },
] as const;

interface ShipmentFormProps {
  mode: ShipmentFormMode;
  shipment?: ShipmentDetails;
  reload?: () => Promise<ShipmentDetails>;
  /** A new shipment's project, chosen before (from the project hub). */
  projectId?: number | null;
  projectLabel?: string;
}

/**
 * The one shipment screen for create and edit. Created, a shipment shows its summary and totals,
 * its fields to edit, the bill of lading, and its Items, Receiving alerts, Files and History tabs.
 */
export function ShipmentForm({ mode, shipment: s, reload, projectId = null, projectLabel }: ShipmentFormProps) {
  const auth = useAuth();
  const { scope, staff } = auth;
  const create = useCreateShipment();
  const update = useUpdateShipment();
  const statuses = useQuery(shipmentStatusesQuery());
  const methods = useQuery(shipmentMethodsQuery());
  const { record, form, save, back, saving, dirty } = useRecordScreen({
    schema: shipmentFormSchema(mode),
    record: s,
    defaultValues: toFormValues(s, projectId),
    toValues: toFormValues,
    reload,
    noun: shipmentRecord.noun,
    named: (saved) => `Shipment ${saved.number}`,
    create: create.mutateAsync,
    update: update.mutateAsync,
    opens: (created) => `/shipments/${created.id}`,
    list: { path: '/shipments', label: 'shipments' },
    projectId,
  });
  const cancelled = s?.statusId === shipmentStatusIds.cancelled;
  // A cancelled shipment is final: the server refuses any change to it.
  const canSave = allows(scope, mode === 'create' ? 'Shipment:Create' : 'Shipment:Update') && !cancelled;
  const statusId = useWatch({ control: form.control, name: 'statusId' });
  const cancelling = mode === 'edit' && !cancelled && statusId === shipmentStatusIds.cancelled;

  const title = mode === 'create' ? 'Create Shipment' : `Shipment ${s?.number ?? ''}`;

  const fields = (
    <RecordForm record={record} onSubmit={save} id={FORM_ID} label={title} disabled={!canSave || saving}>
      <Stack gap="md">
        {!canSave && (
          <ViewOnlyNote
            noun={shipmentRecord.noun}
            because={
              cancelled ? 'This shipment is cancelled: it no longer changes. Create a new shipment instead.' : undefined
            }
          />
        )}
        <DetailSection title={mode === 'create' ? 'Details' : 'Edit details'}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
              <RecordNumberField label="Shipment number" creating={mode === 'create'} />
              <F.PickerField
                name="projectId"
                picker={ProjectPicker}
                pickerProps={{
                  label: 'Project',
                  initialLabel: s ? projectOf(s) : projectLabel,
                }}
              />
              <F.SelectField
                name="statusId"
                label="Status"
                required
                allowDeselect={false}
                placeholder={statuses.isPending ? 'Loading…' : undefined}
                options={statusOptions(statuses.data, mode)}
                description={
                  mode === 'create'
                    ? 'Delivered without a date is delivered today'
                    : 'Cancelled gives every PO line back and is final'
                }
              />
              <F.PickerField
                name="carrierId"
                picker={CompanyPicker}
                pickerProps={{
                  label: 'Carrier',
                  placeholder: 'Search carriers',
                  noun: 'carrier',
                  types: carriers,
                  initialLabel: s?.carrierName ?? undefined,
                }}
              />
              <F.SelectField
                name="methodId"
                label="Method"
                placeholder={methods.isPending ? 'Loading…' : 'None'}
                options={(methods.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
                clearButtonProps={{ 'aria-label': 'Clear method' }}
              />
              <F.TextField
                name="trackingNumber"
                label="Tracking / BOL number"
                placeholder="The carrier's tracking or PRO number"
              />
              <F.DateField name="shipDate" label="Ship date" />
              <F.DateField name="expectedDate" label="Expected delivery" />
              <F.DateField name="deliveredDate" label="Delivered" />
              {parties.map((party) => (
                <F.PickerField
                  key={party.name}
                  name={party.name}
                  picker={CompanyPicker}
                  pickerProps={{
                    label: party.label,
                    placeholder: 'Search the address book',
                    description: party.description,
                    types: anyCompany,
                    initialLabel: (s && party.initial(s)) ?? undefined,
                  }}
                />
              ))}
            </SimpleGrid>
            {cancelling && (
              <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="status">
                Saving cancels this shipment: its PO lines go back to their purchase orders, and it can no longer
                change.
              </Alert>
            )}
            <F.TextAreaField name="notes" label="Notes" placeholder="Pickup and delivery instructions, contacts" />
          </Stack>
        </DetailSection>
      </Stack>
    </RecordForm>
  );

  const canUpdateLines = allows(scope, 'Shipment:Update');
  return (
    <DetailPage
      title={title}
      badge={s && <ShipmentStatusBadge status={s.status} size="lg" />}
      meta={s && <RecordStamp entity={shipmentRecord.entity} id={s.id} record={s} />}
      noun={shipmentRecord.noun}
      back={back}
      actions={
        <RecordActions
          closeTo={back.to}
          unsaved={dirty && mode === 'edit'}
          leading={
            s &&
            staff &&
            allows(scope, 'Invoice:Create') && (
              <Button component={Link} to={`/invoices/vendor-bills/new?shipmentId=${s.id}`} variant="default">
                Enter freight bill
              </Button>
            )
          }
          save={canSave && { form: FORM_ID, label: mode === 'create' ? 'Create' : 'Save', loading: saving }}
        >
          {s && <BillOfLadingButton shipment={s} />}
          {s && allows(scope, 'Shipment:Delete') && s.statusId !== shipmentStatusIds.delivered && (
            <DeleteShipmentButton shipment={s} />
          )}
        </RecordActions>
      }
      basePath={s ? `/shipments/${s.id}` : undefined}
      tabs={
        s && [
          {
            path: '',
            label: 'Details',
            keepMounted: true,
            content: (
              <Stack gap="md">
                <ShipmentSummary shipment={s} />
                <DrawnAfter>{fields}</DrawnAfter>
              </Stack>
            ),
          },
          {
            path: 'items',
            label: 'Items',
            count: s.totals.items,
            content: <ShipmentItemsTab shipment={s} canEdit={canUpdateLines} />,
          },
          ...(allows(scope, 'RA:View')
            ? [
                {
                  path: 'receiving-alerts',
                  label: 'Receiving alerts',
                  count: (active: boolean) => <ShipmentAlertCount id={s.id} active={active} />,
                  content: <ShipmentAlertsTab shipment={s} />,
                },
              ]
            : []),
          ...sharedTabs(shipmentRecord, s, auth),
        ]
      }
    >
      {fields}
    </DetailPage>
  );
}

/** The Receiving alerts tab's count, read where it is shown. */
function ShipmentAlertCount({ id, active }: { id: number; active: boolean }) {
  return <TabBadge count={useShipmentCounts(id).data?.receivingAlerts} active={active} />;
}
