import { type InvoiceDetails, paymentMethods, recordPaymentBody } from '@freightdesk/contracts';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFormState } from 'react-hook-form';
import { Dialog } from '../../../components/Dialog';
import { type FormValues, fieldKit, RecordForm, useRecordForm } from '../../../components/form';
import { notify } from '../../../components/notify';
import { today } from '../../../lib/dates';
import { formatMoney } from '../../../lib/numbers';
import { useRecordPayment } from '../api';
import { invoiceName } from '../invoiceForm';

type PaymentValues = FormValues<typeof recordPaymentBody>;
const F = fieldKit<PaymentValues>();
const FORM_ID = 'payment-form';
const methods = paymentMethods.map((m) => ({ value: m, label: m }));

/**
 * Records a payment of the invoice: the date (today), the amount (the balance, to be typed down
 * for a part), the method and the client's reference. Enter saves; the server refuses more than
 * the balance on the amount field.
 */
export function PaymentDialog({ invoice: i, onClose }: { invoice: InvoiceDetails; onClose: () => void }) {
  const pay = useRecordPayment();
  const record = useRecordForm({
    schema: recordPaymentBody,
    defaultValues: {
      invoiceId: i.id,
      paymentDate: today(),
      amount: i.totals.balance,
      method: 'Check',
      reference: '',
    } as PaymentValues,
    noun: 'payment',
  });
  const { isSubmitting } = useFormState({ control: record.form.control });
  const save = record.submit(async (body) => {
    const saved = await pay.mutateAsync(body);
    notify.success(
      `Payment of ${formatMoney(body.amount)} recorded on invoice ${invoiceName(saved)}: ${saved.status}, ${formatMoney(saved.totals.balance)} left`,
    );
    onClose();
    return undefined;
  });
  return (
    <Dialog opened onClose={onClose} title={`Record payment: invoice ${invoiceName(i)}`} size="md">
      <Stack gap="md">
        <Text size="sm">
          Balance due <b>{formatMoney(i.totals.balance)}</b>
        </Text>
        <RecordForm record={record} onSubmit={save} id={FORM_ID} label="Record payment" disabled={isSubmitting}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <F.DateField name="paymentDate" label="Payment date" />
            <F.MoneyField name="amount" label="Amount" data-autofocus inputMode="decimal" />
            <F.SelectField name="method" label="Method" options={methods} allowDeselect={false} />
            <F.TextField name="reference" label="Reference" placeholder="Check or transfer number" />
          </SimpleGrid>
        </RecordForm>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={isSubmitting}>
            Record payment
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
