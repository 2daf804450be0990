import type { PickTicketDetails, PickTicketItem } from '@freightdesk/contracts';
import { Alert, Card, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorText } from '../../../api/client';
import { formatDateTime } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';
import { useObjectUrl } from '../../../lib/useObjectUrl';
import { FilesPanel } from '../../files';
import { useDeliverySignature, usePickTicketLines } from '../api';
import { lineName } from '../pickTicketForm';
import { DeliveryReceiptButton } from './DeliveryReceiptButton';

/** The receiver's signature as drawn, or a line saying the name was typed instead. */
function Signature({ ticket }: { ticket: PickTicketDetails }) {
  const d = ticket.delivery!;
  const drawn = d.hasSignatureImage && !d.signatureTyped;
  const png = useDeliverySignature(ticket.id, drawn);
  const url = useObjectUrl(png.data);
  if (!drawn) {
    return (
      <Text size="sm">
        Signed by typing the name: <strong>{d.receiverName}</strong>
      </Text>
    );
  }
  if (png.isError) return <Text c="red.8">Could not load the signature: {errorText(png.error)}</Text>;
  if (!url) return <Skeleton h={120} w={320} aria-label="Loading the signature" />;
  return (
    <Image
      src={url}
      alt={`Signature of ${d.receiverName}`}
      maw={360}
      h={140}
      fit="contain"
      bg="white"
      radius="sm"
      style={{ border: '1px solid var(--mantine-color-gray-4)' }}
    />
  );
}

/** What one line came to at the site: delivered, of it damaged and why, short and why. */
function DeliveredLine({ line: l }: { line: PickTicketItem }) {
  const picked = formatNumber(l.quantityPicked ?? l.quantity, { plain: true });
  const damaged = Number(l.quantityDamaged) > 0;
  return (
    <Card withBorder padding="sm" component="li" style={{ padding: 12 }}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600}>{lineName(l)}</Text>
        <Text size="sm" ta="right">
          {l.quantityDelivered === null ? '—' : formatNumber(l.quantityDelivered, { plain: true })} of {picked}{' '}
          {l.unitOfMeasure} delivered
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {l.description}
      </Text>
      {damaged && (
        <Text size="sm" c="red.9">
          {formatNumber(l.quantityDamaged, { plain: true })} damaged{l.damageReason && `: ${l.damageReason}`}
        </Text>
      )}
      {l.deliveryReason && <Text size="sm">Short: {l.deliveryReason}</Text>}
    </Card>
  );
}

/**
 * A delivered ticket's proof, as the site gave it: who took the goods and when, their signature,
 * what each line came to, the photos, and the receipt to print.
 */
export function DeliveryProof({ ticket: t }: { ticket: PickTicketDetails }) {
  const d = t.delivery!;
  const lines = usePickTicketLines(t.id);
  return (
    <Stack gap="md" maw={720}>
      <Alert
        color="green"
        title={
          <Text span fw={700} c="dark.7">
            Delivered
          </Text>
        }
      >
        Received by {d.receiverName} at {formatDateTime(d.receivedAt)}
        {d.signatureTyped ? ' (name typed as signature)' : ', signed on the screen'}. Recorded by {d.recordedBy}.
        {d.notes && ` Notes: ${d.notes}`}
      </Alert>
      <Stack gap={6}>
        <Title order={3} size="h5">
          Receiver’s signature
        </Title>
        <Signature ticket={t} />
      </Stack>
      <Stack gap={6}>
        <Title order={3} size="h5">
          What was delivered
        </Title>
        {lines.isPending && <Skeleton h={60} aria-label="Loading the lines" />}
        {lines.isError && <Text c="red.8">Could not load the lines: {errorText(lines.error)}</Text>}
        <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {(lines.data ?? []).map((l) => (
            <DeliveredLine key={l.id} line={l} />
          ))}
        </Stack>
      </Stack>
      <Group>
        <DeliveryReceiptButton ticket={t} label="Print the receipt" />
      </Group>
      <FilesPanel
        projectId={t.projectId}
        transactionType="PickTicket"
        folderName={d.photoFolder || `${t.number}-delivery`}
        title="Delivery photos"
        canAdd={false}
        canRemove={false}
      />
    </Stack>
  );
}
