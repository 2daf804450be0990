import type { InvoiceDetails } from '@freightdesk/contracts';
import { Alert, Button, Checkbox, Group, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError, errorText } from '../../../api/client';
import { Dialog } from '../../../components/Dialog';
import { ErrorState } from '../../../components/ErrorState';
import { notify } from '../../../components/notify';
import { formatMoney } from '../../../lib/numbers';
import { useCreateCreditNote, useCreditable } from '../api';
import { invoiceName } from '../invoiceForm';

interface Line {
  chosen: boolean;
  amount: string;
}

/**
 * A credit note of the invoice: tick the charges to credit, each for what it has left unless
 * typed down, say why, and whether the charges credited in full are billed again (copied as open
 * charges of the project, for a corrected invoice). The server names a line asked beyond what is
 * left under its amount.
 */
export function CreditNoteDialog({ invoice: i, onClose }: { invoice: InvoiceDetails; onClose: () => void }) {
  const charges = useCreditable(i.id);
  const create = useCreateCreditNote();
  const [lines, setLines] = useState<Record<number, Line>>({});
  const [reason, setReason] = useState('');
  const [rebill, setRebill] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const rows = (charges.data ?? []).filter((c) => /[1-9]/.test(c.left));
  const lineOf = (id: number, left: string): Line => lines[id] ?? { chosen: false, amount: left };
  const chosen = rows.filter((c) => lineOf(c.chargeId, c.left).chosen);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      const note = await create.mutateAsync({
        invoiceId: i.id,
        reason,
        rebill,
        lines: chosen.map((c) => ({ chargeId: c.chargeId, amount: lineOf(c.chargeId, c.left).amount })),
      });
      notify.success(`Credit note ${note.number} issued on invoice ${invoiceName(i)}: ${formatMoney(note.amount)}`);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setErrors(err.fieldErrors);
      else notify.error(errorText(err));
    }
  };

  const set = (id: number, left: string, change: Partial<Line>) =>
    setLines((all) => ({ ...all, [id]: { ...lineOf(id, left), ...change } }));
  const lineError = (n: number, field: string) => errors[`lines.${n}.${field}`];

  return (
    <Dialog opened onClose={onClose} title={`Credit note: invoice ${invoiceName(i)}`}>
      <form onSubmit={(e) => void submit(e)} aria-label="Credit note">
        <Stack gap="md">
          {charges.isError && (
            <ErrorState
              size="sm"
              title="Could not load the charges"
              error={charges.error}
              onRetry={() => void charges.refetch()}
            />
          )}
          <Text size="sm">
            Balance due <b>{formatMoney(i.totals.balance)}</b>. Tick the charges to credit; each is credited for what it
            has left unless you type less.
          </Text>
          {(errors.lines || errors.invoiceId) && <Alert color="red">{errors.lines ?? errors.invoiceId}</Alert>}
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Credit</Table.Th>
                  <Table.Th>Charge</Table.Th>
                  <Table.Th ta="right">Left</Table.Th>
                  <Table.Th ta="right">Amount to credit</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((c) => {
                  const line = lineOf(c.chargeId, c.left);
                  const n = chosen.indexOf(c);
                  const name = [c.type, c.description].filter(Boolean).join(' · ');
                  return (
                    <Table.Tr key={c.chargeId}>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Credit ${name}`}
                          checked={line.chosen}
                          onChange={(e) => set(c.chargeId, c.left, { chosen: e.currentTarget.checked })}
                        />
                      </Table.Td>
                      <Table.Td>
                        {name}
                        <Text size="xs" c="dimmed">
                          {c.category} · billed {formatMoney(c.amount)}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{formatMoney(c.left)}</Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={`Amount to credit of ${name}`}
                          inputMode="decimal"
                          value={line.amount}
                          disabled={!line.chosen}
                          onChange={(e) => set(c.chargeId, c.left, { amount: e.currentTarget.value })}
                          error={n >= 0 ? (lineError(n, 'amount') ?? lineError(n, 'chargeId')) : undefined}
                          styles={{ input: { textAlign: 'right' } }}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {charges.isSuccess && rows.length === 0 && (
            <Text c="dimmed">Every charge of this invoice is credited in full.</Text>
          )}
          <Textarea
            label="Reason"
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={errors.reason}
            placeholder="Printed on the credit note"
          />
          <Checkbox
            label="Bill the credited charges again"
            description="Each charge credited in full is copied as an open charge of the project, for a corrected invoice"
            checked={rebill}
            onChange={(e) => setRebill(e.currentTarget.checked)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!chosen.length}>
              Issue credit note
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
