import { allows, type RaDetails } from '@freightdesk/contracts';
import { Alert, Anchor, Group, List, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorText } from '../../../api/client';
import { useAuth } from '../../../auth/AuthContext';
import { DetailFields, DetailSection } from '../../../components/detail';
import { formatDate } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';
import { useRaLines } from '../api';
import { receiptText } from '../receipt';
import { ConditionBadge } from './RaBadges';

/** A number that links to its record when the user may open it. */
function RecordLink({ to, text, allowed }: { to: string; text: string | null; allowed: boolean }) {
  if (!text) return null;
  return allowed ? (
    <Anchor component={Link} to={to} fw={600}>
      {text}
    </Anchor>
  ) : (
    text
  );
}

/**
 * The top of an alert's Details tab: where the goods come from and when, how far receiving has
 * gone, and every damaged, short or over line with its reason, for staff and the client alike.
 */
export function RaSummary({ ra }: { ra: RaDetails }) {
  const { scope } = useAuth();
  const received = ra.totals.linesReceived;
  const exceptionCount = ra.totals.damaged + ra.totals.short + ra.totals.over;
  const cards = [
    { label: 'Lines', value: formatNumber(ra.totals.items) },
    { label: 'Expected', value: formatNumber(ra.totals.quantityExpected) },
    { label: 'Received', value: formatNumber(ra.totals.quantityReceived) },
    { label: 'Damaged', value: String(ra.totals.damaged), alert: ra.totals.damaged > 0 },
    { label: 'Short', value: String(ra.totals.short), alert: ra.totals.short > 0 },
    { label: 'Over', value: String(ra.totals.over), alert: ra.totals.over > 0 },
  ];
  return (
    <>
      <DetailSection title="Summary">
        <DetailFields
          fields={[
            {
              label: 'Project',
              value: (
                <RecordLink
                  to={`/projects/${ra.projectId}`}
                  text={`${ra.projectNumber} · ${ra.projectName}`}
                  allowed={allows(scope, 'Project:View')}
                />
              ),
            },
            { label: 'Customer', value: ra.customerName },
            {
              label: 'Purchase order',
              value: (
                <RecordLink
                  to={`/purchase-orders/${ra.purchaseOrderId}`}
                  text={ra.poNumber}
                  allowed={allows(scope, 'PO:View')}
                />
              ),
            },
            {
              label: 'Shipment',
              value: (
                <RecordLink
                  to={`/shipments/${ra.shipmentId}`}
                  text={ra.shipmentNumber}
                  allowed={allows(scope, 'Shipment:View')}
                />
              ),
            },
            { label: 'Carrier', value: ra.carrierName },
            { label: 'Expected', value: formatDate(ra.expectedDate) },
            { label: 'Received', value: formatDate(ra.receivedDate) },
            { label: 'Reference', value: ra.reference },
            { label: 'Announced by', value: ra.advanceNotice ? 'The client (advance notice)' : 'Staff' },
          ]}
        />
      </DetailSection>
      <DetailSection title="Receiving">
        <Stack gap="sm">
          <div>
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={600} id={`ra-${ra.id}-progress`}>
                {ra.status === 'Received'
                  ? `Received on ${formatDate(ra.receivedDate)}`
                  : `${received} of ${ra.totals.items} ${ra.totals.items === 1 ? 'line' : 'lines'} received`}
              </Text>
            </Group>
            {/* The progress bar's role sits on its section, which takes the name. */}
            <Progress.Root>
              <Progress.Section
                value={ra.totals.items ? (received / ra.totals.items) * 100 : 0}
                color={ra.status === 'Received' ? 'green' : 'freight'}
                aria-labelledby={`ra-${ra.id}-progress`}
              />
            </Progress.Root>
          </div>
          <SimpleGrid component="dl" cols={{ base: 3, sm: 6 }} spacing="sm" m={0}>
            {cards.map((c) => (
              <Paper
                key={c.label}
                withBorder
                radius="md"
                p="sm"
                bg={c.alert ? 'var(--mantine-color-red-0)' : undefined}
                style={c.alert ? { borderColor: 'var(--mantine-color-red-3)' } : undefined}
              >
                <Text component="dt" size="xs" c={c.alert ? 'red.9' : 'dimmed'} fw={500}>
                  {c.label}
                </Text>
                <Text component="dd" fz={18} fw={700} lh={1.3} m={0} c={c.alert ? 'red.9' : undefined}>
                  {c.value}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          {exceptionCount > 0 && <RaExceptions ra={ra} count={exceptionCount} />}
        </Stack>
      </DetailSection>
    </>
  );
}

/** The first of an alert's lines received damaged, short or over. */
const EXCEPTIONS_SHOWN = 20;

/** Every line received with damage, short or over, with its reasons (the first 20; the rest on the Lines tab). */
function RaExceptions({ ra, count }: { ra: RaDetails; count: number }) {
  const lines = useRaLines(ra.id, {
    searchFields: { exception: 'true' },
    reverse: false,
    paged: true,
    pageIndex: 1,
    pageSize: EXCEPTIONS_SHOWN,
  });
  const shown = lines.data?.items ?? [];
  // A line both damaged and short is one line with exceptions: the list counts lines.
  const total = lines.data?.totalCount ?? count;
  const more = total - shown.length;
  return (
    <Alert
      color="red"
      variant="outline"
      styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={`${total} ${total === 1 ? 'line' : 'lines'} with exceptions`}
    >
      {lines.isError && <Text size="sm">{errorText(lines.error)}</Text>}
      <List spacing={6} size="sm">
        {shown.map((line) => (
          <List.Item key={line.id} icon={line.condition && <ConditionBadge condition={line.condition} />}>
            <Text span size="sm" fw={600}>
              {line.itemNumber ? `${line.itemNumber} · ${line.description}` : line.description}
            </Text>
            <Text span size="sm">
              {` — ${receiptText(line)}`}
              {line.note ? `. ${line.note}` : ''}
            </Text>
          </List.Item>
        ))}
      </List>
      {lines.isSuccess && more > 0 && <Text size="sm" mt={6}>{`And ${formatNumber(more)} more.`}</Text>}
      <Anchor component={Link} to={`/receiving-alerts/${ra.id}/lines`} size="sm" mt="xs" display="inline-block">
        See the lines and their photos
      </Anchor>
    </Alert>
  );
}
