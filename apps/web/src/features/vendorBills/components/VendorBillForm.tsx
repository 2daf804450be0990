import { allows, clientTypeIds, type VendorBillDetails } from '@freightdesk/contracts';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { BooksRefusal } from '../../../components/BooksRefusal';
import {
  DeleteButton,
  DetailPage,
  DetailSection,
  RecordActions,
  RecordStamp,
  sharedTabs,
} from '../../../components/detail';
import { fieldKit, RecordForm, useRecordScreen, ViewOnlyNote } from '../../../components/form';
import { notify } from '../../../components/notify';
import { CompanyPicker, ProjectPicker } from '../../lookups';
import { useCreateVendorBill, useDeleteVendorBill, usePoLines, useUpdateVendorBill } from '../api';
import {
  type BillStart,
  changeable,
  linesFromPo,
  lockedReason,
  toFormValues,
  type VendorBillFormMode,
  type VendorBillFormValues,
  vendorBillFormSchema,
} from '../vendorBillForm';
import { vendorBillRecord } from '../vendorBillRecord';
import { BillLines } from './BillLines';
import { BillSourceFields } from './BillSourceFields';
import { BillSummary, BillTotals } from './BillSummary';
import { VendorBillStatusBadge } from './badges';
import { QueueButtons } from './QueueButtons';

const F = fieldKit<VendorBillFormValues>();
const FORM_ID = 'vendor-bill-form';
const vendorTypes = [clientTypeIds.vendor, clientTypeIds.carrier];
const back = { to: '/invoices/vendor-bills', label: 'Back to vendor bills' };

interface VendorBillFormProps {
  mode: VendorBillFormMode;
  bill?: VendorBillDetails;
  reload?: () => Promise<VendorBillDetails>;
  /** A new bill's start: from a PO (its lines) or a shipment, or a project. */
  start?: BillStart;
}

/**
 * The one vendor bill screen for create and edit: what the vendor or carrier bills (project,
 * vendor, their number and dates, the PO or shipment it is of) and its lines; once entered, how it
 * matched, its place in the queue and the moves from there, its files (the scanned bill) and history.
 */
export function VendorBillForm({ mode, bill: b, reload, start = {} }: VendorBillFormProps) {
  const auth = useAuth();
  const { scope, staff } = auth;
  const navigate = useNavigate();
  const create = useCreateVendorBill();
  const update = useUpdateVendorBill();
  const remove = useDeleteVendorBill();
  const { record, form, save, saving, dirty } = useRecordScreen({
    schema: vendorBillFormSchema(mode),
    record: b,
    defaultValues: toFormValues(b, start),
    toValues: toFormValues,
    reload,
    noun: vendorBillRecord.noun,
    named: (saved) => `Vendor bill ${saved.number}`,
    create: create.mutateAsync,
    update: update.mutateAsync,
    opens: (created) => `/invoices/vendor-bills/${created.id}`,
    list: { path: back.to, label: 'vendor bills' },
  });
  const open = !b || changeable(b);
  const canSave = staff && allows(scope, mode === 'create' ? 'Invoice:Create' : 'Invoice:Update') && open;
  const [projectId, purchaseOrderId, shipmentId] = useWatch({
    control: form.control,
    name: ['projectId', 'purchaseOrderId', 'shipmentId'],
  });
  const poLines = usePoLines(purchaseOrderId ?? null, allows(scope, 'PO:View'));

  /** Another project: its PO, shipment and the PO lines named are no longer the bill's. */
  const chooseProject = (id: number | null) => {
    form.setValue('projectId', id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    form.setValue('purchaseOrderId', null);
    form.setValue('shipmentId', null);
    form.setValue('markupPercent', null);
    form.setValue(
      'lines',
      form.getValues('lines').map((l) => ({ ...l, poItemId: null })),
    );
  };

  /** The PO's lines not on the bill yet, at their prices, for what was received. */
  const takePoLines = () => {
    const have = new Set(form.getValues('lines').map((l) => l.poItemId));
    const added = linesFromPo(poLines.data ?? []).filter((l) => !have.has(l.poItemId));
    form.setValue('lines', [...form.getValues('lines'), ...added], { shouldDirty: true });
    notify.info(added.length ? `${added.length} PO lines added` : 'Every line of the PO is on the bill already');
  };

  const title = mode === 'create' ? 'Enter vendor bill' : `Vendor bill ${b?.number ?? ''}`;
  const locked = b ? lockedReason(b) : undefined;
  const fields = (
    <RecordForm record={record} onSubmit={save} id={FORM_ID} label={title} disabled={!canSave || saving}>
      <Stack gap="md">
        {!canSave && (
          <ViewOnlyNote
            noun={vendorBillRecord.noun}
            because={locked ?? (staff ? undefined : 'Client users do not see vendor bills.')}
          />
        )}
        <DetailSection title={mode === 'create' ? 'Details' : 'Edit details'}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
              <F.PickerField
                name="projectId"
                picker={ProjectPicker}
                onChange={chooseProject}
                pickerProps={{ label: 'Project', initialLabel: b?.projectNumber ?? start.projectLabel }}
              />
              <F.PickerField
                name="vendorId"
                picker={CompanyPicker}
                pickerProps={{
                  label: 'Vendor or carrier',
                  placeholder: 'Search vendors and carriers',
                  noun: 'vendor or carrier',
                  types: vendorTypes,
                  initialLabel: b?.vendorName ?? start.vendorLabel,
                }}
              />
              <F.TextField name="billNumber" label="Vendor’s bill number" placeholder="As printed on their bill" />
              <F.DateField name="billDate" label="Bill date" />
              <F.DateField
                name="dueDate"
                label="Due date"
                description="Left empty: the bill date plus the vendor’s payment terms"
              />
              <BillSourceFields projectId={projectId ?? null} bill={b} />
            </SimpleGrid>
            <F.TextAreaField name="notes" label="Notes" placeholder="What the clerk should know" />
          </Stack>
        </DetailSection>
        <DetailSection
          title="Lines"
          actions={
            canSave &&
            purchaseOrderId != null &&
            (poLines.data?.length ?? 0) > 0 && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconListDetails size={16} aria-hidden />}
                onClick={takePoLines}
              >
                Take the PO’s lines
              </Button>
            )
          }
        >
          <BillLines bill={b} poLines={poLines.data} freight={shipmentId != null} disabled={!canSave || saving} />
          <BillTotals />
        </DetailSection>
      </Stack>
    </RecordForm>
  );

  return (
    <DetailPage
      title={title}
      badge={b && <VendorBillStatusBadge status={b.status} size="lg" />}
      meta={b && <RecordStamp entity={vendorBillRecord.entity} id={b.id} record={b} />}
      noun={vendorBillRecord.noun}
      back={back}
      actions={
        <RecordActions
          closeTo={back.to}
          closeLabel={mode === 'create' ? 'Cancel' : undefined}
          unsaved={dirty && mode === 'edit'}
          leading={b && staff && allows(scope, 'Invoice:Update') && <QueueButtons bill={b} disabled={dirty} />}
          save={
            canSave && {
              form: FORM_ID,
              label: mode === 'create' ? 'Enter bill' : 'Save',
              loading: saving,
              variant: mode === 'edit' ? 'default' : 'filled',
            }
          }
        >
          {b && staff && allows(scope, 'Invoice:Delete') && changeable(b) && (
            <DeleteButton
              title="Delete Vendor Bill"
              question={`Please confirm you would like to delete vendor bill ${b.number} (${b.vendorName}’s ${b.billNumber}). This action cannot be reversed.`}
              busy={remove.isPending}
              onDelete={async () => {
                await remove.mutateAsync(b);
                notify.success(`Vendor bill ${b.number} deleted`);
                navigate(back.to, { replace: true });
              }}
            />
          )}
        </RecordActions>
      }
      basePath={b ? `/invoices/vendor-bills/${b.id}` : undefined}
      tabs={
        b && [
          {
            path: '',
            label: 'Details',
            keepMounted: true,
            content: (
              <Stack gap="md">
                <BooksRefusal kind="bill" recordId={b.id} exported={b.exported} />
                <BillSummary bill={b} />
                {fields}
              </Stack>
            ),
          },
          ...sharedTabs(vendorBillRecord, b, auth),
        ]
      }
    >
      {fields}
    </DetailPage>
  );
}
