import { allows, clientTypeIds, type PurchaseOrderDetails } from '@freightdesk/contracts';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
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
import { PoReceivingAlerts, PoReceivingExceptions } from '../../receivingAlerts';
import { PoShipments } from '../../shipments';
import { poStatusesQuery, useCreatePurchaseOrder, usePoCounts, useUpdatePurchaseOrder } from '../api';
import { PoItemsDraft, PoItemsTab } from '../panels';
import { type PoFormMode, type PoFormValues, poFormSchema, statusOptions, toFormValues } from '../poForm';
import { poRecord } from '../poRecord';
import { DeletePoButton } from './DeletePoButton';
import { PoStatusBadge } from './PoStatusBadge';
import { PoSummary } from './PoSummary';

const F = fieldKit<PoFormValues>();
const FORM_ID = 'purchase-order-form';
const vendors = [clientTypeIds.vendor];
export const FOLLOW_UP_NOTE = "The project manager and the PO's creator are reminded on this date.";

interface PoFormProps {
  mode: PoFormMode;
  purchaseOrder?: PurchaseOrderDetails;
  reload?: () => Promise<PurchaseOrderDetails>;
  /** A new PO's project, chosen before (from the project hub). */
  projectId?: number | null;
  projectLabel?: string;
}

/**
 * The one purchase order screen for create and edit. Created, a PO shows its summary and totals,
 * its fields to edit, and its Items, Files and History tabs.
 */
export function PoForm({ mode, purchaseOrder: po, reload, projectId = null, projectLabel }: PoFormProps) {
  const auth = useAuth();
  const { scope, staff } = auth;
  const create = useCreatePurchaseOrder();
  const update = useUpdatePurchaseOrder();
  const statuses = useQuery(poStatusesQuery());
  const { record, form, save, back, saving, dirty } = useRecordScreen({
    schema: poFormSchema(mode),
    record: po,
    defaultValues: toFormValues(po, projectId),
    toValues: toFormValues,
    reload,
    noun: poRecord.noun,
    named: (saved) => `Purchase order ${saved.number}`,
    create: create.mutateAsync,
    update: update.mutateAsync,
    opens: (created) => `/purchase-orders/${created.id}`,
    list: { path: '/purchase-orders', label: 'purchase orders' },
    projectId,
  });
  const canSave = allows(scope, mode === 'create' ? 'PO:Create' : 'PO:Update');
  const canUpdate = allows(scope, 'PO:Update');

  /** The follow-up date was saved on its own: the form takes its date and the PO's new version, keeping any other edit. */
  const followUpSaved = (saved: PurchaseOrderDetails) => {
    form.resetField('version', { defaultValue: saved.version });
    form.resetField('followUpDate', { defaultValue: saved.followUpDate });
  };

  const title = mode === 'create' ? 'Create Purchase Order' : `Purchase Order ${po?.number ?? ''}`;

  const fields = (
    <RecordForm record={record} onSubmit={save} id={FORM_ID} label={title} disabled={!canSave || saving}>
      <Stack gap="md">
        {!canSave && <ViewOnlyNote noun={poRecord.noun} />}
        <DetailSection title={mode === 'create' ? 'Details' : 'Edit details'}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
              <RecordNumberField label="PO number" creating={mode === 'create'} />
              <F.PickerField
                name="projectId"
                picker={ProjectPicker}
                pickerProps={{
                  label: 'Project',
                  initialLabel: po ? `${po.projectNumber} · ${po.customerName}` : projectLabel,
                }}
              />
              <F.PickerField
                name="vendorId"
                picker={CompanyPicker}
                pickerProps={{
                  label: 'Vendor',
                  placeholder: 'Search vendors',
                  noun: 'vendor',
                  types: vendors,
                  initialLabel: po?.vendorName,
                }}
              />
              <F.SelectField
                name="statusId"
                label="Status"
                required
                allowDeselect={false}
                options={statusOptions(statuses.data, po?.statusId ?? null)}
                description={mode === 'edit' ? 'Shipped and received follow the items' : undefined}
              />
              <F.DateField name="orderDate" label="Order date" />
              {mode === 'create' && (
                <F.DateField name="followUpDate" label="Follow-up date" description={FOLLOW_UP_NOTE} />
              )}
              <F.TextField
                name="vendorReference"
                label="Vendor reference"
                placeholder="The vendor's order or quote number"
              />
            </SimpleGrid>
            <F.TextAreaField name="notes" label="Notes" placeholder="Delivery instructions, terms, contacts" />
          </Stack>
        </DetailSection>
        {mode === 'create' && (
          <DetailSection title="Items">
            <PoItemsDraft disabled={!canSave || saving} />
          </DetailSection>
        )}
      </Stack>
    </RecordForm>
  );

  return (
    <DetailPage
      title={title}
      badge={po && <PoStatusBadge status={po.status} size="lg" />}
      meta={po && <RecordStamp entity={poRecord.entity} id={po.id} record={po} />}
      noun={poRecord.noun}
      back={back}
      actions={
        <RecordActions
          closeTo={back.to}
          unsaved={dirty && mode === 'edit'}
          leading={
            po &&
            staff &&
            allows(scope, 'Invoice:Create') && (
              <Button component={Link} to={`/invoices/vendor-bills/new?purchaseOrderId=${po.id}`} variant="default">
                Enter vendor bill
              </Button>
            )
          }
          save={canSave && { form: FORM_ID, label: mode === 'create' ? 'Create' : 'Save', loading: saving }}
        >
          {mode === 'edit' && po && allows(scope, 'PO:Delete') && <DeletePoButton po={po} />}
        </RecordActions>
      }
      basePath={po ? `/purchase-orders/${po.id}` : undefined}
      tabs={
        po && [
          {
            path: '',
            label: 'Details',
            keepMounted: true,
            content: (
              <Stack gap="md">
                <PoReceivingExceptions po={po} />
                <PoSummary po={po} canUpdate={canUpdate} onFollowUpSaved={followUpSaved} />
                <DrawnAfter>{fields}</DrawnAfter>
              </Stack>
            ),
          },
          {
            path: 'items',
            label: 'Items',
            count: po.totals.items,
            content: <PoItemsTab po={po} canEdit={canUpdate} />,
          },
          ...(allows(scope, 'Shipment:View')
            ? [
                {
                  path: 'shipments',
                  label: 'Shipments',
                  count: (active: boolean) => <PoCount id={po.id} of="shipments" active={active} />,
                  content: <PoShipments po={po} />,
                },
              ]
            : []),
          ...(allows(scope, 'RA:View')
            ? [
                {
                  path: 'receiving-alerts',
                  label: 'Receiving alerts',
                  count: (active: boolean) => <PoCount id={po.id} of="receivingAlerts" active={active} />,
                  content: <PoReceivingAlerts po={po} />,
                },
              ]
            : []),
          ...sharedTabs(poRecord, po, auth),
        ]
      }
    >
      {fields}
    </DetailPage>
  );
}

/** A tab's count of the PO's shipments or alerts, read where it is shown. */
function PoCount({ id, of, active }: { id: number; of: 'shipments' | 'receivingAlerts'; active: boolean }) {
  return <TabBadge count={usePoCounts(id).data?.[of]} active={active} />;
}
