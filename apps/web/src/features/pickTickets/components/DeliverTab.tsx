import { deliveryReasons, type PickTicketDetails, type PickTicketItem } from '@freightdesk/contracts';
import { Button, Card, Checkbox, Group, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError, errorText } from '../../../api/client';
import { notify } from '../../../components/notify';
import { formatNumber } from '../../../lib/numbers';
import { FilesPanel } from '../../files';
import { useDeliverPickTicket, usePickTicketLines } from '../api';
import { lineName } from '../pickTicketForm';
import { DeliveryProof } from './DeliveryProof';
import { SignaturePad } from './SignaturePad';

interface LineException {
  quantityDelivered: string;
  quantityDamaged: string;
  damageReason: string;
  deliveryReason: string;
}

/**
 * Proof of delivery at the site, on a phone or a tablet: the receiver signs on the screen (or, at
 * a keyboard, types their name to sign), their name, photos, and per line what arrived damaged or
 * short with why; Confirm delivery marks the ticket Delivered. Once delivered it shows the proof.
 */
export function DeliverTab({ ticket: t }: { ticket: PickTicketDetails }) {
  const lines = usePickTicketLines(t.id);
  const deliver = useDeliverPickTicket();
  const [receiverName, setReceiverName] = useState('');
  const [png, setPng] = useState<string | null>(null);
  const [typed, setTyped] = useState(false);
  const [notes, setNotes] = useState('');
  const [exceptions, setExceptions] = useState<Record<number, LineException>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const photos = { projectId: t.projectId, transactionType: 'PickTicket' as const, folderName: `${t.number}-delivery` };

  if (t.delivery) return <DeliveryProof ticket={t} />;

  const items = lines.data ?? [];
  const set = (l: PickTicketItem, change: Partial<LineException>) =>
    setExceptions((all) => {
      const was = all[l.id] ?? {
        quantityDelivered: formatNumber(l.quantityPicked ?? l.quantity, { plain: true }),
        quantityDamaged: '0',
        damageReason: '',
        deliveryReason: '',
      };
      return { ...all, [l.id]: { ...was, ...change } };
    });

  const confirm = async () => {
    setErrors({});
    try {
      const lineBodies = items.filter((l) => exceptions[l.id]).map((l) => ({ id: l.id, ...exceptions[l.id]! }));
      const saved = await deliver.mutateAsync({
        id: t.id,
        version: t.version,
        receiverName,
        signaturePng: typed ? null : png,
        signatureTyped: typed,
        notes,
        lines: lineBodies,
      });
      notify.success(`Pick ticket ${saved.number} delivered`);
    } catch (err) {
      setErrors(err instanceof ApiError ? err.fieldErrors : {});
      notify.error(errorText(err));
    }
  };

  return (
    <Stack gap="md" maw={720}>
      <TextInput
        label="Receiver's name"
        required
        size="md"
        value={receiverName}
        onChange={(e) => setReceiverName(e.currentTarget.value)}
        error={errors.receiverName}
        autoComplete="off"
      />
      <Checkbox
        label="Sign by typing the name instead (keyboard)"
        checked={typed}
        onChange={(e) => setTyped(e.currentTarget.checked)}
      />
      {!typed && <SignaturePad label="Receiver's signature" onChange={setPng} />}
      {typed && (
        <Text size="sm" c="dimmed">
          The name typed above is recorded as the signature.
        </Text>
      )}
      {errors.signaturePng && (
        <Text c="red.8" size="sm" role="alert">
          {errors.signaturePng}
        </Text>
      )}
      <Stack gap="xs">
        <Text fw={600}>Lines: damage or shortage at delivery</Text>
        {lines.isLoading && <Text c="dimmed">Loading lines…</Text>}
        {lines.isError && <Text c="red.8">Could not load the lines: {errorText(lines.error)}</Text>}
        {items.map((l, i) => {
          const e = exceptions[l.id];
          const picked = formatNumber(l.quantityPicked ?? l.quantity, { plain: true });
          const at = items.filter((x) => exceptions[x.id]).findIndex((x) => x.id === l.id);
          const err = (f: string) => (at >= 0 ? errors[`lines.${at}.${f}`] : undefined);
          return (
            <Card key={l.id} withBorder padding="sm" style={{ padding: 12 }} data-testid={`deliver-line-${i}`}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{lineName(l)}</Text>
                <Text size="sm">
                  {picked} {l.unitOfMeasure} picked
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {l.description}
              </Text>
              <Group grow mt="xs" align="flex-start">
                <NumberInput
                  label="Delivered"
                  min={0}
                  max={Number(picked)}
                  value={e?.quantityDelivered ?? picked}
                  onChange={(v) => set(l, { quantityDelivered: String(v) })}
                  error={err('quantityDelivered')}
                />
                <NumberInput
                  label="Damaged"
                  min={0}
                  value={e?.quantityDamaged ?? '0'}
                  onChange={(v) => set(l, { quantityDamaged: String(v) })}
                  error={err('quantityDamaged')}
                />
              </Group>
              {e && Number(e.quantityDamaged) > 0 && (
                <Select
                  mt="xs"
                  label="Why damaged"
                  data={[...deliveryReasons.Damaged]}
                  value={e.damageReason || null}
                  onChange={(v) => set(l, { damageReason: v ?? '' })}
                  error={err('damageReason')}
                />
              )}
              {e && Number(e.quantityDelivered) < Number(picked) && (
                <Select
                  mt="xs"
                  label="Why short"
                  data={[...deliveryReasons.Short]}
                  value={e.deliveryReason || null}
                  onChange={(v) => set(l, { deliveryReason: v ?? '' })}
                  error={err('deliveryReason')}
                />
              )}
            </Card>
          );
        })}
      </Stack>
      <Textarea label="Notes" value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
      <FilesPanel {...photos} title="Delivery photos" canAdd canRemove />
      <Button size="lg" onClick={() => void confirm()} loading={deliver.isPending}>
        Confirm delivery
      </Button>
    </Stack>
  );
}
