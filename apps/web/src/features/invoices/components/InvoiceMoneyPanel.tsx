import type { InvoiceDetails, InvoicePayment } from '@freightdesk/contracts';
import { ActionIcon, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconPrinter, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DetailSection } from '../../../components/detail';
import { ErrorState } from '../../../components/ErrorState';
import { notify } from '../../../components/notify';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/numbers';
import { saveFile } from '../../../lib/saveFile';
import { downloadCreditNotePdf, useInvoiceCreditNotes, useInvoicePayments, useRemovePayment } from '../api';

/**
 * An invoice's payments and credit notes: each payment (staff remove one recorded by mistake
 * while the invoice is not exported) and each credit note with its PDF.
 */
export function InvoiceMoneyPanel({ invoice: i, staff }: { invoice: InvoiceDetails; staff: boolean }) {
  const payments = useInvoicePayments(i.id);
  const notes = useInvoiceCreditNotes(i.id);
  const remove = useRemovePayment();
  const [removing, setRemoving] = useState<InvoicePayment | null>(null);
  const print = async (id: number) => {
    try {
      const { blob, filename } = await downloadCreditNotePdf(id);
      saveFile(filename, blob);
    } catch (err) {
      notify.error(`Could not print the credit note: ${errorText(err)}`);
    }
  };
  return (
    <Stack gap="md">
      <DetailSection title="Payments">
        {payments.isError && (
          <ErrorState
            size="sm"
            title="Could not load the payments"
            error={payments.error}
            onRetry={() => void payments.refetch()}
          />
        )}
        {payments.data?.length === 0 && <Text c="dimmed">No payment recorded yet.</Text>}
        {Boolean(payments.data?.length) && (
          <Table.ScrollContainer minWidth={420}>
            <Table striped aria-label="Payments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Method</Table.Th>
                  <Table.Th>Reference</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  {staff && !i.exported && <Table.Th aria-label="Actions" />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payments.data?.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{formatDate(p.paymentDate)}</Table.Td>
                    <Table.Td>{p.method}</Table.Td>
                    <Table.Td>{p.reference}</Table.Td>
                    <Table.Td ta="right">{formatMoney(p.amount)}</Table.Td>
                    {staff && !i.exported && (
                      <Table.Td ta="right">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove the payment of ${formatMoney(p.amount)} of ${formatDate(p.paymentDate)}`}
                          onClick={() => setRemoving(p)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </DetailSection>
      <DetailSection title="Credit notes">
        {notes.isError && (
          <ErrorState
            size="sm"
            title="Could not load the credit notes"
            error={notes.error}
            onRetry={() => void notes.refetch()}
          />
        )}
        {notes.data?.length === 0 && <Text c="dimmed">No credit note on this invoice.</Text>}
        {Boolean(notes.data?.length) && (
          <Table.ScrollContainer minWidth={480}>
            <Table striped aria-label="Credit notes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Credit note</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Exported</Table.Th>
                  <Table.Th aria-label="Print" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {notes.data?.map((n) => (
                  <Table.Tr key={n.id}>
                    <Table.Td fw={600}>{n.number}</Table.Td>
                    <Table.Td>{formatDate(n.creditDate)}</Table.Td>
                    <Table.Td>{n.reason}</Table.Td>
                    <Table.Td ta="right">{formatMoney(n.amount)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={n.exported ? 'green' : 'gray'}>
                        {n.exported ? 'Exported' : 'Not exported'}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      <ActionIcon
                        variant="default"
                        aria-label={`Print credit note ${n.number}`}
                        onClick={() => void print(n.id)}
                      >
                        <IconPrinter size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </DetailSection>
      <ConfirmDialog
        opened={removing !== null}
        title="Remove this payment?"
        confirmLabel="Remove payment"
        danger
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const p = removing;
          setRemoving(null);
          if (!p) return;
          remove.mutate(p.id, {
            onSuccess: () => notify.success(`Payment of ${formatMoney(p.amount)} removed`),
            onError: (err) => notify.error(errorText(err)),
          });
        }}
      >
        <Group>
          The payment of {removing ? formatMoney(removing.amount) : ''} goes, and the invoice's balance and status
          follow.
        </Group>
      </ConfirmDialog>
    </Stack>
  );
}
