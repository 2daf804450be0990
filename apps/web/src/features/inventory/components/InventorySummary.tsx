import { allows, type InventoryDetails } from '@freightdesk/contracts';
import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { DetailFields, DetailSection } from '../../../components/detail';
import { formatDate } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';

/**
 * The top of a project's inventory: whose goods, and what the warehouse holds of them, with the
 * items still to weigh flagged (storage is billed by weight, so they block billing).
 */
export function InventorySummary({ inventory }: { inventory: InventoryDetails }) {
  const { scope } = useAuth();
  const { totals } = inventory;
  const project = `${inventory.projectNumber} · ${inventory.projectName}`;
  const cards = [
    { label: 'Items', value: formatNumber(totals.items) },
    { label: 'On hand', value: formatNumber(totals.quantityOnHand) },
    { label: 'Held', value: formatNumber(totals.quantityHeld) },
    { label: 'Pieces', value: formatNumber(totals.pieces) },
    { label: 'Weight (lbs)', value: formatNumber(totals.weight) },
    { label: 'Without weight', value: formatNumber(totals.itemsWithoutWeight), alert: totals.itemsWithoutWeight > 0 },
    { label: 'Groups', value: formatNumber(totals.groups) },
  ];
  return (
    <DetailSection title="Summary">
      <Stack gap="md">
        <DetailFields
          fields={[
            {
              label: 'Project',
              value: allows(scope, 'Project:View') ? (
                <Anchor component={Link} to={`/projects/${inventory.projectId}`} fw={600}>
                  {project}
                </Anchor>
              ) : (
                project
              ),
            },
            { label: 'Customer', value: inventory.customerName },
            { label: 'Job site', value: inventory.jobSiteName },
            { label: 'Last receipt', value: formatDate(inventory.lastReceipt) || 'None yet' },
            { label: 'Last release', value: formatDate(inventory.lastRelease) || 'None yet' },
          ]}
        />
        <SimpleGrid component="dl" cols={{ base: 3, sm: 4, lg: 7 }} spacing="sm" m={0}>
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
                {c.alert && (
                  <Anchor
                    component={Link}
                    to="?f.withoutWeight=true"
                    display="block"
                    size="xs"
                    c="red.9"
                    fw={600}
                    td="underline"
                  >
                    Show them
                  </Anchor>
                )}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </DetailSection>
  );
}
