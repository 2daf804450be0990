import type { InventoryItem } from '@freightdesk/contracts';
import { Drawer, Group, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@mantine/core';
// Used on this screen only: their CSS comes with it (styles/mantine.css).
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Tabs.css';
import { IconHistory, IconListDetails } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DetailFields, DetailNotFound } from '../../../components/detail';
import { ErrorState } from '../../../components/ErrorState';
import { formatDate } from '../../../lib/dates';
import { NARROW_PHONE_QUERY, useMedia } from '../../../lib/media';
import { formatNumber } from '../../../lib/numbers';
import { useInventoryItem } from '../api';
import { itemName, withoutWeight } from '../measures';
import { ConditionBadge, GroupBadge } from './InventoryBadges';
import { ItemForm } from './ItemForm';
import { ItemLog } from './ItemLog';
import { ItemPhotos } from './ItemPhotos';

export type ItemView = 'details' | 'log';

interface ItemDrawerProps {
  projectId: number;
  /** The item the address names; null: none. */
  itemId: number | null;
  /** The rows the grid shows: the item's own when it is among them. */
  rows: readonly InventoryItem[] | undefined;
  view: ItemView;
  onView: (view: ItemView) => void;
  /** Puts an item (or none) in the address: `replace` when the address only goes back to what is open. */
  onOpen: (id: number | null, replace?: boolean) => void;
  /** Inventory:Update: the details are a form. */
  canEdit: boolean;
}

/**
 * One item beside the grid: how much is on hand, held and available, where it is, its group; its
 * details (a form for who may change it) and its log, the item's history. Its changes not saved
 * are never dropped without a question: closing it, or the address moving to another item or to
 * none (the back button), asks first, and "Keep editing" puts the address back.
 */
export function ItemDrawer({ projectId, itemId, rows, view, onView, onOpen, canEdit }: ItemDrawerProps) {
  const phone = useMedia(NARROW_PHONE_QUERY);
  const [openId, setOpenId] = useState(itemId);
  const [dirty, setDirty] = useState(false);
  /** Where the user asked to go while the form holds changes: the question is open. */
  const [leaving, setLeaving] = useState<{ to: number | null } | null>(null);
  const shown = rows?.find((i) => i.id === openId);
  const fetched = useInventoryItem(projectId, openId, shown);
  // An item of another project (an edited address) is not one of this inventory's.
  const found = shown ?? (fetched.data?.projectId === projectId ? fetched.data : undefined);
  // The item stays on screen while the drawer closes, so its content does not change under the fade.
  const last = useRef<InventoryItem | undefined>(undefined);
  if (found) last.current = found;
  const item = found ?? (openId === null ? last.current : undefined);

  // The address this drawer asked for and the router has not shown yet: until it does, the old one is not a request.
  const awaited = useRef<{ id: number | null } | null>(null);
  const go = (id: number | null, replace?: boolean) => {
    awaited.current = { id };
    onOpen(id, replace);
  };

  useEffect(() => {
    if (awaited.current) {
      if (itemId !== awaited.current.id) return;
      awaited.current = null;
    }
    if (itemId === openId || leaving) return;
    if (dirty) setLeaving({ to: itemId });
    else setOpenId(itemId);
  }, [itemId, openId, dirty, leaving]);

  const close = () => (dirty ? setLeaving({ to: null }) : go(null));
  const discard = () => {
    const to = leaving?.to ?? null;
    setLeaving(null);
    setDirty(false);
    setOpenId(to);
    if (itemId !== to) go(to);
  };
  const keepEditing = () => {
    setLeaving(null);
    if (itemId !== openId) go(openId, true);
  };

  return (
    <Drawer
      opened={openId !== null}
      onClose={close}
      position="right"
      size={phone ? '100%' : 560}
      title={item ? itemName(item) : 'Item'}
      closeButtonProps={{ 'aria-label': 'Close item' }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {item ? (
        <Stack gap="md">
          <ItemFacts item={item} />
          <ItemPhotos item={item} />
          <Tabs value={view} onChange={(v) => onView(v === 'log' ? 'log' : 'details')} keepMounted>
            <Tabs.List aria-label="Item sections">
              <Tabs.Tab value="details" leftSection={<IconListDetails size={16} aria-hidden />}>
                Details
              </Tabs.Tab>
              <Tabs.Tab value="log" leftSection={<IconHistory size={16} aria-hidden />}>
                Log
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="details" pt="md">
              {canEdit ? (
                <ItemForm key={item.id} item={item} onDirty={setDirty} onClose={close} />
              ) : (
                <ReadOnlyDetails item={item} />
              )}
            </Tabs.Panel>
            <Tabs.Panel value="log" pt="md">
              {view === 'log' && <ItemLog item={item} />}
            </Tabs.Panel>
          </Tabs>
        </Stack>
      ) : fetched.isError && !(fetched.error instanceof ApiError && fetched.error.status === 404) ? (
        <ErrorState title="Could not load this item" error={fetched.error} onRetry={() => void fetched.refetch()} />
      ) : fetched.isPending || fetched.isFetching ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading item">
          <Skeleton height={24} width="60%" />
          <Skeleton height={80} />
          <Skeleton height={160} />
        </Stack>
      ) : (
        <DetailNotFound noun="item" />
      )}
      <ConfirmDialog
        opened={leaving !== null}
        title="Leave this item?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        danger
        onConfirm={discard}
        onCancel={keepEditing}
      >
        Your changes to this item are not saved.
      </ConfirmDialog>
    </Drawer>
  );
}

/** What is on hand, held and available, and where: read at a glance above the tabs. */
function ItemFacts({ item }: { item: InventoryItem }) {
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <ConditionBadge condition={item.condition} />
        <GroupBadge name={item.groupName} />
        {withoutWeight(item) && (
          <Text span size="sm" fw={700} c="red.9">
            Not weighed
          </Text>
        )}
      </Group>
      {/* Three figures side by side, on a phone too. */}
      <SimpleGrid component="dl" cols={3} spacing="sm" m={0}>
        {[
          { label: 'On hand', value: `${formatNumber(item.quantityOnHand)} ${item.unitOfMeasure}` },
          { label: 'Held', value: formatNumber(item.quantityHeld) },
          { label: 'Available', value: formatNumber(item.available) },
        ].map((f) => (
          <div key={f.label}>
            <Text component="dt" size="sm" c="dimmed" fw={500}>
              {f.label}
            </Text>
            <Text component="dd" fw={600} m={0}>
              {f.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function ReadOnlyDetails({ item }: { item: InventoryItem }) {
  return (
    <DetailFields
      fields={[
        { label: 'Item #', value: item.itemNumber },
        { label: 'Description', value: item.description },
        { label: 'Location', value: item.location },
        { label: 'Weight (lbs)', value: withoutWeight(item) ? 'Not weighed' : formatNumber(item.weight) },
        { label: 'Pieces', value: formatNumber(item.pieces) },
        { label: 'Received', value: formatDate(item.receivedDate) },
        { label: 'Group', value: item.groupName },
        { label: 'Project', value: item.projectNumber },
      ]}
    />
  );
}
