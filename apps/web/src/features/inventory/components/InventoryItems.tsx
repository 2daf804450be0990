import { allows, type InventoryItem, inventoryItemList } from '@freightdesk/contracts';
import { Button, Group, SegmentedControl, Select, Text } from '@mantine/core';
import { IconBox, IconDeviceFloppy, IconPlus, IconStack2, IconStackPop, IconStackPush } from '@tabler/icons-react';
import { type Key, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataGrid, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { notify } from '../../../components/notify';
import { useInventoryGroups, useInventoryItemSearch, useUngroupItems } from '../api';
import { itemName } from '../measures';
import { useMeasureDrafts } from '../useMeasureDrafts';
import { AddItemDialog } from './AddItemDialog';
import { GroupDialog, type GroupDialogKind } from './GroupDialogs';
import { ItemDrawer, type ItemView } from './ItemDrawer';
import { itemColumns } from './itemColumns';

export interface InventoryItemsProps {
  projectId: number;
  projectNumber: string;
  /** The grid's accessible name. */
  label: string;
  /** URL parameters' prefix, so the grid keeps its own state beside another (the project hub's tab: `inv`). */
  prefix?: string;
  /** The inventory's totals: the footer while every item shows, and how many items need weighing. */
  totals?: { quantityOnHand: string; weight: string; pieces: number; itemsWithoutWeight: number };
}

const itemsText = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/**
 * A project's items: server-paged, sorted, searched and filtered with their state in the URL, the
 * items without weight and a group one click away. Who may change the inventory types weights and
 * pieces in place (Enter saves the row and moves down), and groups and ungroups the items picked;
 * an item opens beside the grid with its details and its log (`item` and `view` in the URL).
 */
export function InventoryItems({ projectId, projectNumber, label, prefix = '', totals }: InventoryItemsProps) {
  const { scope, staff } = useAuth();
  // Stock by hand, weights, pieces and groups are what storage is billed on: the provider's.
  const canEdit = staff && allows(scope, 'Inventory:Update');
  const canCreate = staff && allows(scope, 'Inventory:Create');
  const [params, setParams] = useSearchParams();
  const grid = useGridState({ list: inventoryItemList, prefix });
  const query = useInventoryItemSearch(projectId, searchBodyOf(grid.request));
  const groups = useInventoryGroups(projectId);
  const drafts = useMeasureDrafts(projectId);
  const ungroup = useUngroupItems();
  const [selected, setSelected] = useState<Key[]>([]);
  const [dialog, setDialog] = useState<GroupDialogKind | null>(null);
  const [adding, setAdding] = useState(false);
  const [discarding, setDiscarding] = useState(false);

  // The item open beside the grid, and its tab.
  const key = (name: string) => (prefix ? `${prefix}.${name}` : name);
  const itemParam = Number(params.get(key('item')));
  const itemId = Number.isInteger(itemParam) && itemParam > 0 ? itemParam : null;
  const view: ItemView = params.get(key('view')) === 'log' ? 'log' : 'details';
  const withItem = (id: number | null, next: ItemView = 'details') => {
    const p = new URLSearchParams(params);
    p.delete(key('view'));
    if (id === null) p.delete(key('item'));
    else p.set(key('item'), String(id));
    if (id !== null && next === 'log') p.set(key('view'), 'log');
    return p;
  };

  const columns = itemColumns({
    linkOf: (item) => ({ search: `?${withItem(item.id)}` }),
    drafts: canEdit ? drafts : undefined,
    groupName: (id) => groups.data?.find((g) => String(g.id) === id)?.name ?? 'A group no longer there',
  });
  const { filters } = grid.request;
  const narrowed = Boolean(grid.request.searchTerm) || Object.values(filters).some((v) => v !== undefined);
  const footer =
    totals && !narrowed
      ? { quantityOnHand: totals.quantityOnHand, weight: totals.weight, pieces: String(totals.pieces) }
      : undefined;
  const ids = selected.map(Number);
  const groupOptions = (groups.data ?? []).map((g) => ({
    value: String(g.id),
    label: `${g.name} (${itemsText(g.items)})`,
  }));

  const takeOut = async () => {
    const result = await ungroup.mutateAsync({ projectId, selectedInventoryItems: ids });
    notify.success(`${itemsText(result.items)} taken out of ${result.items === 1 ? 'its group' : 'their groups'}`);
    setSelected([]);
  };

  const toolbar = (
    <>
      <SegmentedControl
        aria-label="Show items"
        value={filters.withoutWeight === 'true' ? 'without' : 'all'}
        onChange={(v) => grid.setFilter('withoutWeight', v === 'without' ? 'true' : undefined)}
        data={[
          { label: 'All items', value: 'all' },
          {
            label: totals ? `Without weight (${totals.itemsWithoutWeight})` : 'Without weight',
            value: 'without',
          },
        ]}
      />
      {(groupOptions.length > 0 || filters.groupId !== undefined) && (
        <Select
          aria-label="Group"
          placeholder="All groups"
          data={groupOptions}
          value={typeof filters.groupId === 'string' ? filters.groupId : null}
          onChange={(v) => grid.setFilter('groupId', v ?? undefined)}
          clearable
          leftSection={<IconStack2 size={16} aria-hidden />}
          w={210}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </>
  );

  const actions = (
    <>
      {canEdit && drafts.count > 0 && (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} aria-live="polite">
            {`${itemsText(drafts.count)} not saved`}
          </Text>
          <Button variant="default" onClick={() => setDiscarding(true)} disabled={drafts.saving}>
            Discard
          </Button>
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={drafts.saving}
            onClick={() => drafts.save()}
          >
            Save changes
          </Button>
        </Group>
      )}
      {canCreate && drafts.count === 0 && (
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          Add item
        </Button>
      )}
    </>
  );

  return (
    <>
      <DataGrid
        state={grid}
        query={query}
        columns={columns}
        totals={footer}
        noun="items"
        label={label}
        search={{ label: 'Search items', placeholder: 'Item #, description or location' }}
        toolbar={toolbar}
        actions={actions}
        onRowClick={(item: InventoryItem) => setParams(withItem(item.id))}
        selection={
          canEdit
            ? {
                selected,
                onChange: setSelected,
                rowLabel: (item) => `Select ${itemName(item)}`,
                allLabel: 'Select all items shown',
                actions: [
                  { label: 'Group', icon: <IconStack2 size={14} aria-hidden />, onClick: () => setDialog('new') },
                  {
                    label: 'Add to group…',
                    icon: <IconStackPush size={14} aria-hidden />,
                    onClick: () => setDialog('existing'),
                  },
                  { label: 'Ungroup', icon: <IconStackPop size={14} aria-hidden />, onClick: takeOut },
                ],
              }
            : undefined
        }
        empty={{
          title: 'No items yet',
          description:
            'Goods received for this project at the dock will appear here, with quantity on hand, weight, pieces and location.',
          icon: <IconBox size={22} aria-hidden />,
        }}
      />
      {canEdit && Boolean(query.data?.items.length) && (
        <Text size="xs" c="dimmed" mt={6}>
          Type a weight or pieces in its box: Enter saves the item and moves to the next one, Escape puts the value
          back.
        </Text>
      )}
      <ItemDrawer
        projectId={projectId}
        itemId={itemId}
        rows={query.data?.items}
        view={view}
        onView={(next) => setParams(withItem(itemId, next), { replace: true })}
        onOpen={(id, replace) => setParams(withItem(id, view), { replace })}
        canEdit={canEdit}
      />
      <GroupDialog
        kind={dialog}
        projectId={projectId}
        itemIds={ids}
        onClose={() => setDialog(null)}
        onDone={() => setSelected([])}
      />
      {canCreate && (
        <AddItemDialog
          projectId={projectId}
          projectNumber={projectNumber}
          opened={adding}
          onClose={() => setAdding(false)}
        />
      )}
      <ConfirmDialog
        opened={discarding}
        title="Discard weights and pieces"
        confirmLabel="Discard"
        danger
        onConfirm={() => {
          drafts.discard();
          setDiscarding(false);
        }}
        onCancel={() => setDiscarding(false)}
      >
        {`The weights and pieces typed for ${drafts.names.slice(0, 3).join(', ')}${drafts.count > 3 ? ` and ${drafts.count - 3} more` : ''} are not saved. Discard them?`}
      </ConfirmDialog>
    </>
  );
}
