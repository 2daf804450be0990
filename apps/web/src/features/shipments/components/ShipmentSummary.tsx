import { allows, type ShipmentDetails } from '@freightdesk/contracts';
import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { DetailFields, DetailSection } from '../../../components/detail';
import { formatDate } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';
import { projectOf } from '../shipmentForm';

/** The top of a shipment's Details tab: where it goes, who carries it, when, and what its lines add up to. */
export function ShipmentSummary({ shipment: s }: { shipment: ShipmentDetails }) {
  const { scope } = useAuth();
  const project = projectOf(s);
  const totals: [string, string][] = [
    ['Items', formatNumber(s.totals.items)],
    ['Quantity', formatNumber(s.totals.quantity)],
    ['Weight (lbs)', formatNumber(s.totals.weight)],
    ['Pieces', formatNumber(s.totals.pieces)],
  ];
  return (
    <>
      <DetailSection title="Summary">
        <DetailFields
          fields={[
            {
              label: 'Project',
              value: allows(scope, 'Project:View') ? (
                <Anchor component={Link} to={`/projects/${s.projectId}`} fw={600}>
                  {project}
                </Anchor>
              ) : (
                project
              ),
            },
            { label: 'Carrier', value: s.carrierName },
            { label: 'Method', value: s.method },
            { label: 'Tracking / BOL number', value: s.trackingNumber },
            { label: 'Shipper', value: s.shipperName },
            { label: 'Consignee', value: s.consigneeName },
            // Text, not an element, so that an empty date shows the dash.
            { label: 'Ship date', value: formatDate(s.shipDate) },
            { label: 'Expected delivery', value: formatDate(s.expectedDate) },
            { label: 'Delivered', value: formatDate(s.deliveredDate) },
          ]}
        />
      </DetailSection>
      <DetailSection title="Totals">
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
          {totals.map(([label, value]) => (
            <Paper key={label} withBorder radius="md" p="sm">
              <Text component="dt" size="xs" c="dimmed" fw={500}>
                {label}
              </Text>
              <Text component="dd" fz={18} fw={700} lh={1.3} m={0}>
                {value}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </DetailSection>
    </>
  );
}
