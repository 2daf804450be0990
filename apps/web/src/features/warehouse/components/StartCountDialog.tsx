import type { InventoryItem } from '@freightdesk/contracts';
import { Alert, Button, Checkbox, CloseButton, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorText } from '../../../api/client';
import { Dialog } from '../../../components/Dialog';
import { ScanField } from '../../../components/ScanField';
import { formatNumber } from '../../../lib/numbers';
import { scanItems, useStartCount } from '../api';

/**
 * A count begins with a location's label scanned (its items on hand become the lines) or with the
 * items to count scanned one by one, wherever they are. Blind unless unticked: the counters do not
 * see what the inventory expects (so the dialog does not show it either) until the count is submitted.
 */
export function StartCountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const start = useStartCount();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'location' | 'items'>('location');
  const [items, setItems] = useState<InventoryItem[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [blind, setBlind] = useState(true);

  const begin = async (body: { location: string } | { inventoryItemIds: number[] }) => {
    const count = await start.mutateAsync({ ...body, blind });
    setItems([]);
    navigate(`/cycle-counts/${count.id}`);
  };
  const onLocation = async (code: string) => {
    try {
      await begin({ location: code });
      return null;
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.location) return err.fieldErrors.location;
      throw err;
    }
  };
  const onItem = async (code: string) => {
    const found = await scanItems(code);
    if (!found.length) return `Nothing found for ${code}.`;
    setItems((old) => [...old, ...found.filter((f) => !old.some((o) => o.id === f.id))]);
    return null;
  };
  const countItems = async () => {
    setProblem(null);
    try {
      await begin({ inventoryItemIds: items.map((i) => i.id) });
    } catch (err) {
      setProblem(errorText(err));
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title="Start a count" size="md">
      <Stack>
        <SegmentedControl
          aria-label="What to count"
          value={mode}
          onChange={(v) => setMode(v as 'location' | 'items')}
          data={[
            { value: 'location', label: 'A location' },
            { value: 'items', label: 'Chosen items' },
          ]}
        />
        <Checkbox
          size="md"
          label="Blind count: counters do not see the quantity expected"
          checked={blind}
          onChange={(e) => setBlind(e.currentTarget.checked)}
        />
        {mode === 'location' ? (
          <>
            <Text size="sm">
              The items on hand there become the count’s lines, each with what the inventory expects
              {blind ? ', shown once the count is submitted' : ''}.
            </Text>
            <ScanField label="Scan the location" placeholder="A-01-02-1" onScan={onLocation} autoFocus />
          </>
        ) : (
          <>
            <ScanField
              label="Scan an item to count"
              description="Its label or item number; scan each item, then start"
              placeholder="RAI-1024"
              onScan={onItem}
              autoFocus
            />
            {items.length > 0 && (
              <Stack
                gap={4}
                component="ul"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
                aria-label="Items to count"
              >
                {items.map((i) => (
                  <Group component="li" key={i.id} justify="space-between" wrap="nowrap">
                    <Text size="sm">
                      <strong>{i.itemNumber || `INV-${i.id}`}</strong> {i.description} ·{' '}
                      {blind ? '' : `${formatNumber(i.quantityOnHand, { plain: true })} `}at{' '}
                      {i.location || 'no location'}
                    </Text>
                    <CloseButton
                      aria-label={`Leave out ${i.itemNumber || i.description}`}
                      onClick={() => setItems((old) => old.filter((o) => o.id !== i.id))}
                    />
                  </Group>
                ))}
              </Stack>
            )}
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            <Button disabled={!items.length} loading={start.isPending} onClick={() => void countItems()}>
              {items.length === 1 ? 'Count 1 item' : `Count ${items.length} items`}
            </Button>
          </>
        )}
      </Stack>
    </Dialog>
  );
}
