import { Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { errorText } from '../../../api/client';
import { DetailSection } from '../../../components/detail';
import { useProjectInventory } from '../api';

const plain = (q: string) => String(Number(q));

/**
 * A client's release request: the project's goods with what is available of each, and how many
 * to release. The quantities go with the new ticket, which holds them at once.
 */
export function ReleaseItemsPicker({
  projectId,
  quantities,
  onChange,
}: {
  projectId: number | null;
  quantities: Record<number, string>;
  onChange: (next: Record<number, string>) => void;
}) {
  const inventory = useProjectInventory(projectId ?? 0, projectId !== null);
  const items = (inventory.data?.items ?? []).filter((i) => Number(i.available) > 0);
  return (
    <DetailSection title="Items to release">
      <Stack gap="xs">
        {projectId === null && <Text c="dimmed">Choose the project first: its goods are listed here.</Text>}
        {projectId !== null && inventory.isLoading && <Text c="dimmed">Loading the project's goods…</Text>}
        {inventory.isError && <Text c="red.8">Could not load the goods: {errorText(inventory.error)}</Text>}
        {inventory.isSuccess && !items.length && (
          <Text c="dimmed">Nothing of this project is available to release.</Text>
        )}
        {items.map((i) => (
          <Card key={i.id} withBorder style={{ padding: 12 }}>
            <Group justify="space-between" wrap="nowrap" align="flex-end">
              <Stack gap={0} miw={0}>
                <Text fw={600}>{i.itemNumber || i.description}</Text>
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {i.description}
                </Text>
                <Text size="sm">
                  Available {plain(i.available)} {i.unitOfMeasure}
                </Text>
              </Stack>
              <TextInput
                w={110}
                label="Quantity"
                aria-label={`Quantity of ${i.description}`}
                inputMode="decimal"
                value={quantities[i.id] ?? ''}
                onChange={(e) => onChange({ ...quantities, [i.id]: e.currentTarget.value })}
              />
            </Group>
          </Card>
        ))}
      </Stack>
    </DetailSection>
  );
}
