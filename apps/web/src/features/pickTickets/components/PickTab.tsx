import { type PickTicketDetails, type PickTicketItem, pickTicketStatusIds } from '@freightdesk/contracts';
import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { errorText } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../components/notify';
import { ScanField, type ScanFieldHandle } from '../../../components/ScanField';
import { StatusBadge } from '../../../components/StatusBadge';
import { compareDecimals, formatNumber } from '../../../lib/numbers';
import { usePickTicketLines, useScanPick, useUpdatePickTicket } from '../api';
import { lineName, withStatus } from '../pickTicketForm';
import { PickLineDialog } from './PickLineDialog';

/** Picked in full, or picked short with its reason: nothing left to pick on it. */
const done = (l: PickTicketItem) =>
  l.quantityPicked !== null && (compareDecimals(l.quantityPicked, l.quantity) >= 0 || l.shortReason !== '');
/** Some of it picked, some still to pick. */
const partly = (l: PickTicketItem) => l.quantityPicked !== null && !done(l);

/**
 * Picking on a phone: scan a location, then an item (its RAI- label, INV- label or item number),
 * and the matching line is ticked; "Short" records a short pick with its reason; Complete picking
 * lowers what is on hand and logs it, in one go. Lines are cards in location order.
 */
export function PickTab({ ticket: t }: { ticket: PickTicketDetails }) {
  const lines = usePickTicketLines(t.id);
  const scan = useScanPick();
  const complete = useUpdatePickTicket();
  const [location, setLocation] = useState('');
  // Units the next scan picks; empty, one unit of an item number, or a label's whole line.
  const [units, setUnits] = useState('');
  const scanField = useRef<ScanFieldHandle>(null);
  const [short, setShort] = useState<PickTicketItem | null>(null);
  const [asking, setAsking] = useState(false);
  const items = lines.data ?? [];
  // Not scanned at all: asked whether picked in full. Part-picked: short, so their reason comes first.
  const open = items.filter((l) => l.quantityPicked === null);
  const partial = items.filter(partly);

  const onScan = async (value: string) => {
    // A code that names a line's location sets where the picker stands; anything else is an item.
    // A scan that comes before the lines have arrived waits for them, so a location is not taken
    // for an item that is not on the ticket (the request on its way is awaited, not sent again).
    const known = lines.data ?? (await lines.refetch({ cancelRefetch: false })).data ?? [];
    if (known.some((l) => l.location.toLowerCase() === value.toLowerCase())) {
      setLocation(value);
      return null;
    }
    try {
      const quantity = units.trim();
      const line = await scan.mutateAsync({
        pickTicketId: t.id,
        code: value,
        location,
        ...(quantity ? { quantity } : {}),
      });
      setUnits('');
      notify.success(
        `${lineName(line)}: ${formatNumber(line.quantityPicked)} of ${formatNumber(line.quantity)} ${line.unitOfMeasure} picked`,
      );
      return null;
    } catch (err) {
      return errorText(err);
    }
  };

  const finish = async () => {
    try {
      const saved = await complete.mutateAsync(withStatus(t, pickTicketStatusIds.picked));
      notify.success(`Pick ticket ${saved.number} picked`);
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      setAsking(false);
    }
  };

  return (
    <Stack gap="md" maw={720}>
      <Group align="flex-end" wrap="nowrap" gap="sm">
        <div style={{ flex: 1, minWidth: 0 }}>
          <ScanField
            ref={scanField}
            label="Scan a location, then an item"
            description={
              location
                ? `At ${location}`
                : 'An item number picks one unit, or the Units typed; a label (RAI-…, INV-…) its whole line'
            }
            placeholder="Scan or type, then Enter"
            onScan={onScan}
            // Each scan of an item number is a unit: a read that comes while one is looked up waits its turn.
            queueReads
            autoFocus
          />
        </div>
        <TextInput
          label="Units"
          placeholder="1"
          size="lg"
          w={96}
          inputMode="decimal"
          autoComplete="off"
          value={units}
          onChange={(e) => setUnits(e.currentTarget.value)}
          // Typed how many, Enter: back to the scanner for the item.
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            scanField.current?.focus();
          }}
        />
      </Group>
      {lines.isLoading && <Text c="dimmed">Loading lines…</Text>}
      {lines.isError && <Text c="red.8">Could not load the lines: {errorText(lines.error)}</Text>}
      {lines.isSuccess && !items.length && <Text c="dimmed">This ticket has no lines to pick.</Text>}
      {items.map((l) => (
        <Card
          key={l.id}
          withBorder
          padding="sm"
          style={{ padding: 12 }}
          aria-label={`${lineName(l)} at ${l.location || 'no location'}`}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={0}>
              <Text fw={700} size="lg">
                {l.location || '—'}
              </Text>
              <Text fw={600}>{lineName(l)}</Text>
              <Text size="sm" c="dimmed" lineClamp={1}>
                {l.description}
              </Text>
            </Stack>
            <Stack gap={4} align="flex-end">
              <Text fw={700}>
                {formatNumber(l.quantity)} {l.unitOfMeasure}
              </Text>
              {done(l) ? (
                <StatusBadge color={compareDecimals(l.quantityPicked, l.quantity) < 0 ? 'orange' : 'green'}>
                  {compareDecimals(l.quantityPicked, l.quantity) < 0
                    ? `${formatNumber(l.quantityPicked)} (short)`
                    : 'Picked'}
                </StatusBadge>
              ) : partly(l) ? (
                <StatusBadge color="blue">{`${formatNumber(l.quantityPicked)} of ${formatNumber(l.quantity)} picked`}</StatusBadge>
              ) : (
                <StatusBadge color="gray">To pick</StatusBadge>
              )}
            </Stack>
          </Group>
          {l.shortReason && (
            <Text size="sm" c="orange.9">
              Short: {l.shortReason}
            </Text>
          )}
          <Group justify="flex-end" mt={4}>
            <Button variant="subtle" size="compact-sm" onClick={() => setShort(l)}>
              {done(l) ? 'Change' : 'Short'}
            </Button>
          </Group>
        </Card>
      ))}
      {items.length > 0 && (
        <Button
          size="lg"
          onClick={() => (partial[0] ? setShort(partial[0]) : open.length ? setAsking(true) : void finish())}
          loading={complete.isPending}
        >
          Complete picking
        </Button>
      )}
      <PickLineDialog
        ticket={{ ...t, statusId: pickTicketStatusIds.picking }}
        item={short}
        opened={short !== null}
        onClose={() => setShort(null)}
      />
      <ConfirmDialog
        opened={asking}
        title="Complete picking"
        confirmLabel="Picked in full"
        cancelLabel="Go back"
        busy={complete.isPending}
        onConfirm={() => void finish()}
        onCancel={() => setAsking(false)}
      >
        {`${open.length} line${open.length === 1 ? ' is' : 's are'} not ticked. Were ${open.length === 1 ? 'it' : 'they'} picked in full? Completing lowers the quantity on hand and logs it.`}
      </ConfirmDialog>
    </Stack>
  );
}
