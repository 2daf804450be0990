import { allows, CLIENT_USER_TYPE_ID, type InvoiceDetails, invoiceStatusIds } from '@freightdesk/contracts';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconCash, IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { BooksRefusal } from '../../../components/BooksRefusal';
import {
  DeleteButton,
  DetailPage,
  DetailSection,
  DrawnAfter,
  PrintButton,
  RecordActions,
  RecordStamp,
  sharedTabs,
} from '../../../components/detail';
import { fieldKit, RecordForm, useRecordScreen, ViewOnlyNote } from '../../../components/form';
import { notify } from '../../../components/notify';
import { formatMoney } from '../../../lib/numbers';
import { InvoiceCharges } from '../../charges';
import { CompanyPicker, ProjectPicker } from '../../lookups';
import {
  downloadInvoicePdf,
  useAddInvoiceCharges,
  useCreateInvoice,
  useDeleteInvoice,
  useRemoveInvoiceCharges,
  useUpdateInvoice,
} from '../api';
import {
  changeable,
  chargesLockedReason,
  deletable,
  dueDateHint,
  type InvoiceFormMode,
  type InvoiceFormValues,
  invoiceFormSchema,
  invoiceName,
  lockedReason,
  monthOf,
  owes,
  projectOf,
  toFormValues,
} from '../invoiceForm';
import { invoiceRecord } from '../invoiceRecord';
import { CreditNoteDialog } from './CreditNoteDialog';
import { BillingPeriodField, FixedField, InvoiceForField, NewInvoiceCharges } from './InvoiceFields';
import { InvoiceMoneyPanel } from './InvoiceMoneyPanel';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { InvoiceSummary } from './InvoiceSummary';
import { PaymentDialog } from './PaymentDialog';
import { StatusActions } from './StatusActions';

const F = fieldKit<InvoiceFormValues>();
const FORM_ID = 'invoice-form';

interface InvoiceFormProps {
  mode: InvoiceFormMode;
  invoice?: InvoiceDetails;
  reload?: () => Promise<InvoiceDetails>;
  /** A new invoice's project, chosen before (from the project hub). */
  projectId?: number | null;
  projectLabel?: string;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * The one invoice screen for create and edit. A new invoice takes its project's open charges
 * ticked on the form; created, it shows its status and next steps, its summary and totals, its
 * fields (those its status still lets change), and its Charges and History tabs.
 */
export function InvoiceForm({ mode, invoice: t, reload, projectId = null, projectLabel }: InvoiceFormProps) {
  const auth = useAuth();
  const { scope, user } = auth;
  const navigate = useNavigate();
  const create = useCreateInvoice();
  const update = useUpdateInvoice();
  const remove = useDeleteInvoice();
  const addCharges = useAddInvoiceCharges();
  const removeCharges = useRemoveInvoiceCharges();
  const { record, form, save, back, saving, dirty } = useRecordScreen({
    schema: invoiceFormSchema(mode),
    record: t,
    defaultValues: toFormValues(t, projectId),
    toValues: toFormValues,
    reload,
    noun: invoiceRecord.noun,
    named: (saved) => `Invoice ${invoiceName(saved)}`,
    create: create.mutateAsync,
    update: update.mutateAsync,
    opens: (created) => `/invoices/${created.id}`,
    list: { path: '/invoices', label: 'invoices' },
    projectId,
  });
  // Client users read their projects' invoices and change nothing.
  const staff = user?.userTypeId !== CLIENT_USER_TYPE_ID;
  const canUpdate = staff && allows(scope, 'Invoice:Update');
  const changes = t ? changeable(t) : 'all';
  const [dialog, setDialog] = useState<'payment' | 'credit' | null>(null);
  const canSave = staff && allows(scope, mode === 'create' ? 'Invoice:Create' : 'Invoice:Update') && changes !== 'none';
  // Past its draft only the due date, reference and notes change.
  const fixed = changes !== 'all';
  const [chosenProject, invoiceDate] = useWatch({ control: form.control, name: ['projectId', 'invoiceDate'] });

  /** A new project: what was chosen of the last one (its shipment, period, charges) no longer applies. */
  const chooseProject = (id: number | null) => {
    form.setValue('projectId', id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    form.setValue('containerModule', 'Project');
    form.setValue('containerId', null);
    form.setValue('billingPeriodId', null);
    form.setValue('chargeIds', []);
  };

  const title = mode === 'create' ? 'Create Invoice' : `Invoice ${t ? invoiceName(t) : ''}`;
  const locked = t ? lockedReason(t) : undefined;
  const viewOnly = !canSave
    ? (locked ?? (staff ? undefined : 'Client users read their projects’ invoices; they do not change them.'))
    : locked;

  const fields = (
    <RecordForm record={record} onSubmit={save} id={FORM_ID} label={title} disabled={!canSave || saving}>
      <Stack gap="md">
        {(viewOnly || !canSave) && <ViewOnlyNote noun={invoiceRecord.noun} because={viewOnly} />}
        <DetailSection title={mode === 'create' ? 'Details' : 'Edit details'}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
              <FixedField
                label="Invoice number"
                value={t?.number || 'Draft'}
                description={t?.number ? undefined : 'Given when the invoice is approved'}
              />
              {t ? (
                <FixedField label="Project" value={projectOf(t)} description="An invoice stays with its project" />
              ) : (
                <F.PickerField
                  name="projectId"
                  picker={ProjectPicker}
                  onChange={chooseProject}
                  pickerProps={{ label: 'Project', initialLabel: projectLabel }}
                />
              )}
              <InvoiceForField
                projectId={chosenProject ?? null}
                fixed={fixed}
                current={t && { id: t.containerId, number: t.containerNumber }}
              />
              {fixed ? (
                <FixedField label="Bill to" value={t?.billToName ?? 'The project’s billing client'} />
              ) : (
                <F.PickerField
                  name="billToId"
                  picker={CompanyPicker}
                  pickerProps={{
                    label: 'Bill to',
                    placeholder: 'The project’s billing client',
                    description: 'Left empty, the project’s billing client (else its customer)',
                    noun: 'client',
                    initialLabel: t?.billToName ?? undefined,
                  }}
                />
              )}
              <F.DateField
                name="invoiceDate"
                label="Invoice date"
                description={fixed ? undefined : 'Today when left empty'}
                readOnly={fixed}
                variant={fixed ? 'filled' : 'default'}
              />
              <F.DateField
                name="dueDate"
                label="Due date"
                description={dueDateHint(invoiceDate, fixed ? t?.termsDays : undefined)}
              />
              <BillingPeriodField
                projectId={chosenProject ?? null}
                fixed={fixed}
                label={t?.billingPeriodStart ? monthOf(t.billingPeriodStart) : null}
              />
              <F.TextField name="reference" label="Reference" placeholder="The client’s PO number" />
            </SimpleGrid>
            <F.TextAreaField name="notes" label="Notes" placeholder="Printed on the invoice: terms, remit-to notes" />
          </Stack>
        </DetailSection>
        {mode === 'create' && <NewInvoiceCharges />}
      </Stack>
    </RecordForm>
  );

  const draft = t?.statusId === invoiceStatusIds.draft;
  const chargesEdit =
    t && draft && canUpdate
      ? {
          add: async (chargeIds: number[]) => {
            const saved = await addCharges.mutateAsync({ invoiceId: t.id, chargeIds });
            notify.success(
              `${plural(chargeIds.length, 'charge')} added to invoice ${invoiceName(saved)}: ${formatMoney(saved.totals.amount)}`,
            );
          },
          remove: async (charge: { id: number; type: string }) => {
            const saved = await removeCharges.mutateAsync({ invoiceId: t.id, chargeIds: [charge.id] });
            notify.success(
              `${charge.type} taken off invoice ${invoiceName(saved)}, open again: ${formatMoney(saved.totals.amount)}`,
            );
          },
        }
      : null;

  return (
    <DetailPage
      title={title}
      badge={t && <InvoiceStatusBadge status={t.status} size="lg" />}
      meta={t && <RecordStamp entity={invoiceRecord.entity} id={t.id} record={t} />}
      noun={invoiceRecord.noun}
      back={back}
      actions={
        <RecordActions
          closeTo={back.to}
          unsaved={dirty && mode === 'edit'}
          leading={
            <>
              {t && canUpdate && <StatusActions invoice={t} disabled={dirty} />}
              {t && canUpdate && owes(t) && (
                <>
                  <Button
                    variant="default"
                    leftSection={<IconCash size={16} aria-hidden />}
                    onClick={() => setDialog('payment')}
                  >
                    Record payment
                  </Button>
                  <Button
                    variant="default"
                    leftSection={<IconReceiptRefund size={16} aria-hidden />}
                    onClick={() => setDialog('credit')}
                  >
                    Credit note
                  </Button>
                </>
              )}
              {t && <PrintButton what="the invoice" download={() => downloadInvoicePdf(t.id)} />}
              {t && dialog === 'payment' && <PaymentDialog invoice={t} onClose={() => setDialog(null)} />}
              {t && dialog === 'credit' && <CreditNoteDialog invoice={t} onClose={() => setDialog(null)} />}
            </>
          }
          save={
            canSave && {
              form: FORM_ID,
              label: mode === 'create' ? 'Create' : 'Save',
              loading: saving,
              variant: mode === 'edit' ? 'default' : 'filled',
            }
          }
        >
          {t && staff && allows(scope, 'Invoice:Delete') && deletable(t) && (
            <DeleteButton
              title="Delete Invoice"
              question="Please confirm you would like to delete this draft invoice. Its charges are open again. This action cannot be reversed."
              busy={remove.isPending}
              onDelete={async () => {
                await remove.mutateAsync(t);
                notify.success('Draft invoice deleted');
                navigate(back.to, { replace: true });
              }}
            />
          )}
        </RecordActions>
      }
      basePath={t ? `/invoices/${t.id}` : undefined}
      tabs={
        t && [
          {
            path: '',
            label: 'Details',
            keepMounted: true,
            content: (
              <Stack gap="md">
                {!draft && <BooksRefusal kind="invoice" recordId={t.id} exported={t.exported} />}
                <InvoiceSummary invoice={t} />
                <DrawnAfter>{fields}</DrawnAfter>
              </Stack>
            ),
          },
          {
            path: 'charges',
            label: 'Charges',
            count: t.totals.charges,
            content: (
              <InvoiceCharges
                invoice={{
                  id: t.id,
                  number: invoiceName(t),
                  projectId: t.projectId,
                  projectNumber: t.projectNumber,
                  amount: t.totals.amount,
                }}
                edit={chargesEdit}
                locked={chargesLockedReason(t)}
              />
            ),
          },
          {
            path: 'payments',
            label: 'Payments and credits',
            content: <InvoiceMoneyPanel invoice={t} staff={staff} />,
          },
          ...sharedTabs(invoiceRecord, t, auth),
        ]
      }
    >
      {fields}
    </DetailPage>
  );
}
