import type { ReportView } from '@freightdesk/contracts';
import { ActionIcon, Button, Divider, Group, Popover, Skeleton, Stack, Text } from '@mantine/core';
import { IconBookmark, IconCheck, IconChevronDown, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { errorText } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../components/notify';
import { type ReportRequest, useRemoveView } from '../api';
import { SaveViewDialog } from './SaveViewDialog';

interface ViewsMenuProps {
  /** The report as the address shows it: what "Save view…" saves. */
  request: ReportRequest;
  views: UseQueryResult<ReportView[]>;
  /** The saved view the address shows, if any (reportViews.ts, appliedView). */
  applied: ReportView | undefined;
  onApply: (view: ReportView) => void;
}

/**
 * "Views": the user's saved views of the report in a small panel by the filters. A view's name
 * applies it; its bin deletes it, once confirmed; "Save view…" names what is on screen. The panel
 * holds the focus while open and gives it back to the button. The button names the view shown.
 */
export function ViewsMenu({ request, views, applied, onApply }: ViewsMenuProps) {
  const [opened, setOpened] = useState(false);
  const [saving, setSaving] = useState(false);
  // The view asked about stays named while its question closes.
  const [asked, setAsked] = useState<ReportView | null>(null);
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveView();
  const headingId = useId();

  // What a choice in the panel does once the panel has closed and given the focus back to its
  // button: a dialog opened then gives it back there too (two focus traps at once would fight).
  const pending = useRef<(() => void) | null>(null);
  const openAfterClose = (action: () => void) => {
    pending.current = action;
    setOpened(false);
  };
  const afterClose = () => {
    pending.current?.();
    pending.current = null;
  };

  const confirmDelete = async (view: ReportView) => {
    try {
      await remove.mutateAsync(view);
      notify.success(`View “${view.name}” deleted`);
      setConfirming(false);
    } catch (err) {
      notify.error(`Could not delete the view: ${errorText(err)}`);
    }
  };

  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        width={300}
        shadow="md"
        trapFocus
        returnFocus
        onExitTransitionEnd={afterClose}
      >
        <Popover.Target>
          <Button
            variant="default"
            maw={280}
            leftSection={<IconBookmark size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            onClick={() => setOpened((o) => !o)}
          >
            {applied ? `View: ${applied.name}` : 'Views'}
          </Button>
        </Popover.Target>
        <Popover.Dropdown p={6} aria-labelledby={headingId}>
          <Text id={headingId} size="xs" fw={700} c="dimmed" px={6} pt={2} pb={4}>
            Your saved views
          </Text>
          <ViewList
            views={views}
            applied={applied}
            onApply={(v) => {
              setOpened(false);
              onApply(v);
            }}
            onDelete={(v) =>
              openAfterClose(() => {
                setAsked(v);
                setConfirming(true);
              })
            }
          />
          <Divider my={6} />
          <Button
            variant="subtle"
            fullWidth
            justify="flex-start"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            onClick={() => openAfterClose(() => setSaving(true))}
          >
            Save view…
          </Button>
        </Popover.Dropdown>
      </Popover>
      <SaveViewDialog
        opened={saving}
        request={request}
        views={views.data ?? []}
        current={applied}
        onClose={() => setSaving(false)}
      />
      <ConfirmDialog
        opened={confirming}
        title="Delete view"
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => asked && void confirmDelete(asked)}
        onCancel={() => setConfirming(false)}
      >
        {`Delete your view “${asked?.name ?? ''}”? The report and your other views stay as they are.`}
      </ConfirmDialog>
    </>
  );
}

interface ViewListProps {
  views: UseQueryResult<ReportView[]>;
  applied: ReportView | undefined;
  onApply: (view: ReportView) => void;
  onDelete: (view: ReportView) => void;
}

function ViewList({ views, applied, onApply, onDelete }: ViewListProps) {
  if (views.isPending) {
    return (
      <Stack gap={6} p={6} aria-busy="true" aria-label="Loading your views">
        <Skeleton height={20} />
        <Skeleton height={20} width="70%" />
      </Stack>
    );
  }
  if (views.isError) {
    return (
      <Stack gap={6} p={6} align="flex-start">
        <Text size="sm" c="red.9">
          Could not load your views: {errorText(views.error)}
        </Text>
        <Button size="xs" variant="default" onClick={() => void views.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (!views.data.length) {
    return (
      <Text size="sm" c="dimmed" p={6}>
        No saved views of this report yet. Choose filters and a sort, then save them here to open them again in one
        click.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
      {views.data.map((v) => {
        const shown = v.id === applied?.id;
        return (
          <Group component="li" key={v.id} gap={4} wrap="nowrap">
            <Button
              variant={shown ? 'light' : 'subtle'}
              justify="flex-start"
              style={{ flex: 1, minWidth: 0 }}
              leftSection={<IconCheck size={16} aria-hidden style={{ visibility: shown ? 'visible' : 'hidden' }} />}
              aria-current={shown ? 'true' : undefined}
              onClick={() => onApply(v)}
            >
              {v.name}
            </Button>
            <ActionIcon
              variant="subtle"
              color="red.9"
              size="lg"
              aria-label={`Delete view ${v.name}`}
              onClick={() => onDelete(v)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
}
