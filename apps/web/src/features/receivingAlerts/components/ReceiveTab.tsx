import type { FileRecord, RaDetails, RaItem } from '@freightdesk/contracts';
import { Badge, Button, EmptyState, Group, Pagination, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconListDetails } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../api/client';
import { ErrorState } from '../../../components/ErrorState';
import { ScanField, type ScanFieldHandle } from '../../../components/ScanField';
import { formatDate } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';
import { PhotoStrip, useFiles } from '../../files';
import { fetchRaLine, fetchRaLines, useRaLines } from '../api';
import { lineName, receiptText } from '../receipt';
import { ConditionBadge } from './RaBadges';
import { ReceiveLineForm } from './ReceiveLineForm';
import { TruckArrival } from './TruckArrival';

const PAGE_SIZE = 20;
/** What a scanner reads from an item label (the server's barcode of a line). */
const BARCODE = /^RAI-(\d{1,9})$/i;

interface ReceiveTabProps {
  ra: RaDetails;
  /** RA:Update on an alert still open: the lines can be received. */
  canReceive: boolean;
}

/**
 * The alert's lines as cards, for the dock on a phone as much as the office: find a line by
 * scanning its label or typing its item number, receive it in place with photos, line by line;
 * and for whoever only views (the client), what arrived, in what condition, with the photos.
 */
export function ReceiveTab({ ra, canReceive }: ReceiveTabProps) {
  const [typed, setTyped] = useState('');
  const [term] = useDebouncedValue(BARCODE.test(typed.trim()) ? '' : typed.trim(), 300);
  // A new search starts at its first page.
  const [paging, setPaging] = useState({ term: '', page: 1 });
  const page = paging.term === term ? paging.page : 1;
  const setPage = (next: number) => setPaging({ term, page: next });
  // Lines opened to receive, and the lines found by scanning (shown alone, newest first, until received).
  const [opened, setOpened] = useState<number[]>([]);
  const [scanned, setScanned] = useState<RaItem[]>([]);
  const finder = useRef<ScanFieldHandle>(null);
  const lines = useRaLines(ra.id, {
    searchFields: {},
    searchTerm: term,
    reverse: false,
    paged: true,
    pageIndex: page,
    pageSize: PAGE_SIZE,
  });
  // Every photo of the project's alerts in one read; each line shows its own folder's.
  const files = useFiles({ projectId: ra.projectId, transactionType: 'ReceivingAlert' });
  const photos = useMemo(() => {
    const byFolder = new Map<string, FileRecord[]>();
    for (const f of files.data ?? []) byFolder.set(f.folderName, [...(byFolder.get(f.folderName) ?? []), f]);
    return byFolder;
  }, [files.data]);

  const open = (id: number) => setOpened((ids) => (ids.includes(id) ? ids : [...ids, id]));
  /** A line found by a read: on top of the scanned ones, open to receive. */
  const found = (line: RaItem) => {
    setScanned((shown) => [line, ...shown.filter((l) => l.id !== line.id)]);
    if (canReceive) open(line.id);
  };

  /**
   * A label's barcode finds its line; anything else is an item number or description, and the one
   * line it matches is found the same way. Each read waits its turn, so labels scanned one after
   * another are each found; several matches leave the text in the field, the list following it.
   */
  const find = async (value: string): Promise<string | null> => {
    const code = BARCODE.exec(value);
    if (!code) {
      const matches = await fetchRaLines(ra.id, {
        searchFields: {},
        searchTerm: value,
        reverse: false,
        paged: true,
        pageIndex: 1,
        pageSize: 2,
      });
      const [only, ...rest] = matches.items;
      if (!only) return `No line of this alert matches “${value}”.`;
      if (rest.length) return `${matches.totalCount} lines match “${value}”: choose one below or scan its label.`;
      found(only);
      return null;
    }
    try {
      found(await fetchRaLine(ra.id, Number(code[1])));
      return null;
    } catch (err) {
      if (err instanceof ApiError && err.status === 404)
        return `No line of this alert has the barcode ${value.toUpperCase()}.`;
      throw err;
    }
  };

  const back = () => {
    setScanned([]);
    setOpened([]);
    finder.current?.focus();
  };
  /** A line received or put away: it leaves the scanned ones, and the scan field waits for the next label. */
  const closeLine = (id: number) => {
    setOpened((ids) => ids.filter((i) => i !== id));
    setScanned((shown) => shown.filter((l) => l.id !== id));
    finder.current?.focus();
  };

  const card = (line: RaItem) => (
    <LineCard
      key={line.id}
      ra={ra}
      line={line}
      photos={photos.get(`${ra.id}-${line.id}`) ?? []}
      canReceive={canReceive}
      opened={opened.includes(line.id)}
      onOpen={() => open(line.id)}
      onDone={() => closeLine(line.id)}
    />
  );

  const received = ra.totals.linesReceived;
  const total = lines.data?.totalCount ?? 0;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <ScanField
            ref={finder}
            label="Find a line"
            description="Scan a label's barcode, or type an item number or description, then press Enter"
            placeholder="RAI-… or item #"
            onScan={find}
            onChange={setTyped}
            // A scanner reads labels faster than the lines are looked up: each read waits its turn.
            queueReads
            // At the dock the scanner types into it at once.
            autoFocus={canReceive}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {ra.status === 'Received'
              ? `All ${ra.totals.items} lines received on ${formatDate(ra.receivedDate)}.`
              : `${received} of ${ra.totals.items} ${ra.totals.items === 1 ? 'line' : 'lines'} received so far.`}
          </Text>
          <TruckArrival ra={ra} canReceive={canReceive} />
        </Stack>
      </Paper>

      {scanned.length > 0 ? (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={650}>{`Scanned ${scanned.map((l) => l.barcode).join(', ')}`}</Text>
            <Button variant="subtle" onClick={back}>
              Show every line
            </Button>
          </Group>
          {scanned.map(card)}
        </Stack>
      ) : lines.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading lines">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={112} radius="md" />
          ))}
        </Stack>
      ) : lines.isError && !lines.data ? (
        <ErrorState title="Could not load the lines" error={lines.error} onRetry={() => void lines.refetch()} />
      ) : total === 0 ? (
        <EmptyState
          variant="light"
          withIndicatorBackground
          icon={<IconListDetails aria-hidden />}
          title={term ? 'No line matches' : 'No lines yet'}
          description={
            term
              ? 'Try another item number or description, or clear the search.'
              : 'Lines come from a shipment or a purchase order, or are entered when the alert is created.'
          }
          py="xl"
        />
      ) : (
        <Stack gap="sm" style={{ opacity: lines.isPlaceholderData ? 0.6 : 1 }}>
          {lines.data?.items.map(card)}
          {total > PAGE_SIZE && (
            <Group justify="center">
              <Pagination
                total={Math.ceil(total / PAGE_SIZE)}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
                })}
              />
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}

interface LineCardProps {
  ra: RaDetails;
  line: RaItem;
  photos: readonly FileRecord[];
  canReceive: boolean;
  opened: boolean;
  onOpen: () => void;
  onDone: () => void;
}

/** One line: what is expected, what arrived and how, its photos, and its receiving form when open. */
function LineCard({ ra, line, photos, canReceive, opened, onOpen, onDone }: LineCardProps) {
  const name = lineName(line);
  const exception = line.condition !== null && line.condition !== 'Good';
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`Line ${name}`}
      style={exception ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text fw={650} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {[line.poNumber && `PO ${line.poNumber}`, line.barcode].filter(Boolean).join(' · ')}
            </Text>
          </div>
          {line.condition ? (
            <ConditionBadge condition={line.condition} />
          ) : (
            <Badge variant="outline" color="gray" c="gray.8" tt="none" fw={500} style={{ flex: 'none' }}>
              Not received
            </Badge>
          )}
        </Group>
        <Group gap="lg" wrap="wrap">
          <Fact label="Expected" value={`${formatNumber(line.quantityExpected)} ${line.unitOfMeasure}`} />
          <Fact
            label="Received"
            value={
              line.quantityReceived === null ? '—' : `${formatNumber(line.quantityReceived)} ${line.unitOfMeasure}`
            }
          />
          {Number(line.quantityDamaged) > 0 && (
            <Fact label="Damaged" value={`${formatNumber(line.quantityDamaged)} ${line.unitOfMeasure}`} />
          )}
          {line.location && <Fact label="Location" value={line.location} />}
          <Fact label="Weight" value={`${formatNumber(line.weightReceived ?? line.weight)} lbs`} />
          <Fact label="Pieces" value={String(line.piecesReceived ?? line.pieces)} />
        </Group>
        {exception && (
          <Text size="sm" c="red.9">
            {`${receiptText(line).replace(/^r/, 'R')}.`}
          </Text>
        )}
        {line.note && <Text size="sm">{line.note}</Text>}
        <PhotoStrip
          target={{ projectId: ra.projectId, transactionType: 'ReceivingAlert', folderName: `${ra.id}-${line.id}` }}
          photos={photos}
          canAdd={canReceive}
          subject={`line ${name}`}
        />
        {canReceive && !opened && (
          <Button
            size="lg"
            variant={line.quantityReceived === null ? 'filled' : 'light'}
            onClick={onOpen}
            fullWidth
            aria-label={line.quantityReceived === null ? `Receive ${name}` : `Change receipt of ${name}`}
          >
            {line.quantityReceived === null ? 'Receive' : 'Change receipt'}
          </Button>
        )}
        {opened && canReceive && <ReceiveLineForm line={line} onDone={onDone} />}
      </Stack>
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
}
