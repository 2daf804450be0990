import { allows, type VendorBillDetails } from '@freightdesk/contracts';
import { Alert, Anchor, Group, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { DetailFields, DetailSection } from '../../../components/detail';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/numbers';
import { totalOf, type VendorBillFormValues, withMarkup } from '../vendorBillForm';
import { MatchBadge, VendorBillStatusBadge } from './badges';

/**
 * The bill as entered: where it stands in the queue, how it matched (each exception said, the
 * line it names marked in the lines below), what it comes to, and what it is of.
 */
export function BillSummary({ bill: b }: { bill: VendorBillDetails }) {
  const { scope } = useAuth();
  const link = (to: string, text: string, access: 'PO:View' | 'Shipment:View') =>
    allows(scope, access) ? (
      <Anchor component={Link} to={to} fw={500}>
        {text}
      </Anchor>
    ) : (
      text
    );
  const passedThrough = withMarkup(b.amount, b.markupPercent);
  return (
    <DetailSection title="Summary">
      {b.match === 'Exception' && (
        <Alert
          color="orange"
          variant="light"
          mb="md"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          // The title in the text's colour: orange on the light orange reads below 4.5:1.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          title={`Exception: ${b.exceptions.length === 1 ? 'one figure is' : `${b.exceptions.length} figures are`} out of the PO’s tolerances`}
        >
          <List size="sm" spacing={4}>
            {b.exceptions.map((e) => (
              <List.Item key={`${e.lineId}-${e.field}`}>{e.message}</List.Item>
            ))}
          </List>
          <Text size="sm" mt="xs">
            {b.status === 'Pending' ? 'Correct the lines, or approve it with a note saying why.' : null}
          </Text>
        </Alert>
      )}
      {b.status === 'Rejected' && b.rejectReason && (
        <Alert color="red" variant="light" mb="md" title="Rejected">
          <Text size="sm">{b.rejectReason}. Changed and saved, it waits in the queue again.</Text>
        </Alert>
      )}
      <DetailFields
        fields={[
          {
            label: 'Status',
            value: (
              <Group gap="xs" component="span">
                <VendorBillStatusBadge status={b.status} />
                <MatchBadge status={b.match} />
              </Group>
            ),
          },
          { label: 'Amount', value: formatMoney(b.amount) },
          { label: 'Due', value: formatDate(b.dueDate) },
          { label: 'Vendor', value: `${b.vendorName} · ${b.billNumber}` },
          { label: 'Project', value: b.projectNumber },
          {
            label: b.purchaseOrderId ? 'Purchase order' : b.shipmentId ? 'Shipment' : 'Of',
            value: b.purchaseOrderId
              ? link(`/purchase-orders/${b.purchaseOrderId}`, b.purchaseOrderNumber ?? '', 'PO:View')
              : b.shipmentId
                ? link(`/shipments/${b.shipmentId}`, b.shipmentNumber ?? '', 'Shipment:View')
                : 'The project as a whole',
          },
          ...(passedThrough
            ? [{ label: `Billed to the client (${b.markupPercent}% markup)`, value: formatMoney(passedThrough) }]
            : []),
          ...(b.approvedAt
            ? [
                {
                  label: 'Approved',
                  value: `${formatDateTime(b.approvedAt)} by ${b.approvedBy ?? 'someone'}${b.approvalNote ? `: ${b.approvalNote}` : ''}`,
                },
              ]
            : []),
          ...(b.exportedAt ? [{ label: 'Exported', value: formatDateTime(b.exportedAt) }] : []),
        ]}
      />
    </DetailSection>
  );
}

/** A freight bill's pass-through as the form stands: its total and markup, worked out exactly. */
export function BillTotals() {
  const [lines, shipmentId, markup] = useWatch<VendorBillFormValues, ['lines', 'shipmentId', 'markupPercent']>({
    name: ['lines', 'shipmentId', 'markupPercent'],
  });
  const total = totalOf(lines ?? []);
  const passed = shipmentId != null ? withMarkup(total, markup) : null;
  if (!passed) return null;
  return (
    <Text size="sm" ta="right" mt="xs" aria-live="polite">
      Billed to the client once approved: <b>{formatMoney(passed)}</b> ({formatMoney(total)} and {markup}%)
    </Text>
  );
}
