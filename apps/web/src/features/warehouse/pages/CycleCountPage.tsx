// Used on this screen only: its CSS comes with it (styles/mantine.css).
import '@mantine/core/styles/Switch.css';
import { allows, type CycleCountDetails, type CycleCountLine, type InventoryItem } from '@freightdesk/contracts';
import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, errorText } from '../../../api/client';
import { useAuth } from '../../../auth/AuthContext';
import { DetailSkeleton } from '../../../components/detail';
import { ErrorState } from '../../../components/ErrorState';
import { MissingRight } from '../../../components/MissingRight';
import { notify } from '../../../components/notify';
import { PageHeader } from '../../../components/PageHeader';
import { ScanField, type ScanFieldHandle } from '../../../components/ScanField';
import { formatNumber } from '../../../lib/numbers';
import {
  findLocation,
  scanItems,
  useAddCountLine,
  useApplyCount,
  useCancelCount,
  useCountLine,
  useCycleCount,
  useSubmitCount,
} from '../api';
import { CountLineRow, countInputId } from '../components/CountLineRow';
import { CycleCountStatusBadge } from '../components/CycleCountStatusBadge';

/** The steps a count takes from here, as buttons: submit when counted, apply with reasons, or cancel. */
function CountActions({ count }: { count: CycleCountDetails }) {
  const { scope } = useAuth();
  const submit = useSubmitCount();
  const apply = useApplyCount();
  const cancel = useCancelCount();
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (what: 'submit' | 'apply' | 'cancel') => {
    setProblem(null);
    try {
      const m = what === 'submit' ? submit : what === 'apply' ? apply : cancel;
      const done = await m.mutateAsync(count);
      notify.success(`Cycle count ${done.number} is ${done.status.toLowerCase()}.`);
    } catch (err) {
      setProblem(errorText(err));
    }
  };
  const canCount = allows(scope, 'Inventory:Create');
  const canApply = allows(scope, 'Inventory:Update');
  return (
    <Stack gap="xs">
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group>
        {count.status === 'Open' &&
          (canCount ? (
            <Button size="md" loading={submit.isPending} onClick={() => void run('submit')}>
              Submit count
            </Button>
          ) : (
            <MissingRight permission="Inventory:Create" to="count and submit" />
          ))}
        {count.status === 'Submitted' &&
          (canApply ? (
            <Button size="md" color="teal.9" loading={apply.isPending} onClick={() => void run('apply')}>
              Apply {count.totals.differences === 1 ? '1 difference' : `${count.totals.differences} differences`}
            </Button>
          ) : (
            <MissingRight permission="Inventory:Update" to="apply the count" />
          ))}
        {(count.status === 'Open' || count.status === 'Submitted') && canApply && (
          <Button size="md" variant="default" loading={cancel.isPending} onClick={() => void run('cancel')}>
            Cancel count
          </Button>
        )}
      </Group>
    </Stack>
  );
}

const sameCode = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const linesText = (n: number) => (n === 1 ? '1 line' : `${n} lines`);

/**
 * /cycle-counts/{id}, usable on a phone: scan an item and, with "Each scan counts 1" (on for a
 * blind count), the scan is the count: the server adds 1 and the focus stays in the scan field for
 * the next; switched off, a scan takes you to the line's quantity (Enter saves it and comes back).
 * A location's label marks its lines and lists them first. Submit; a user with Inventory:Update
 * gives the reasons of the differences and applies them.
 */
export default function CycleCountPage() {
  const id = Number(useParams().id);
  const { scope } = useAuth();
  const query = useCycleCount(id);
  const [active, setActive] = useState<number | null>(null);
  const [stray, setStray] = useState<InventoryItem | null>(null);
  const [strayProblem, setStrayProblem] = useState<string | null>(null);
  const addLine = useAddCountLine();
  const countLine = useCountLine();
  // Null until the counter flips it: on for a blind count, off otherwise.
  const [eachScan, setEachScan] = useState<boolean | null>(null);
  // The location scanned last (its lines marked, listed first) and what the last scan did.
  const [here, setHere] = useState<string | null>(null);
  const [scanned, setScanned] = useState('');
  // A line just added takes the focus once the count is read again with it.
  const [focusNext, setFocusNext] = useState<number | null>(null);
  const scan = useRef<ScanFieldHandle>(null);
  const lines = query.data?.lines;
  useEffect(() => {
    if (focusNext === null || !lines?.some((l) => l.id === focusNext)) return;
    document.getElementById(countInputId(focusNext))?.focus();
    setFocusNext(null);
  }, [focusNext, lines]);
  if (query.isPending) return <DetailSkeleton label="Loading the count" />;
  if (query.isError) {
    return <ErrorState title="Could not load this count" error={query.error} onRetry={() => void query.refetch()} />;
  }
  const count = query.data;
  const mayCount = allows(scope, 'Inventory:Create') || allows(scope, 'Inventory:Update');
  const counting = count.status === 'Open' && mayCount;
  const scanCounts = eachScan ?? count.blind;
  const isHere = (l: CycleCountLine) => here !== null && sameCode(l.location, here);
  const shown = here ? [...count.lines.filter(isHere), ...count.lines.filter((l) => !isHere(l))] : count.lines;
  const explaining = (count.status === 'Open' || count.status === 'Submitted') && mayCount;
  const focusLine = (line: CycleCountLine) => {
    setActive(line.id);
    requestAnimationFrame(() => document.getElementById(countInputId(line.id))?.focus());
  };
  /**
   * A line counted: back to the scan field for the next item's label (a scanner types into whatever
   * has the focus, so never into the next line's quantity), the next line still to count marked.
   */
  const next = (line: CycleCountLine) => {
    const at = shown.findIndex((l) => l.id === line.id);
    const after = shown.slice(at + 1).find((l) => l.counted === null) ?? shown[at + 1];
    if (counting && scan.current) {
      setActive(after?.id ?? null);
      scan.current.focus();
    } else if (after) focusLine(after);
  };
  /** A location scanned: on a count of chosen items its lines come first; a location count counts only its own. */
  const onLocation = async (code: string) => {
    const where = await findLocation(code).catch((err) => {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    });
    if (!where) return `Nothing found for ${code}.`;
    if (count.location && !sameCode(where.code, count.location)) {
      return `${where.code} is not this count's location: it counts ${count.location}.`;
    }
    setHere(where.code);
    setScanned(`At ${where.code}: ${linesText(count.lines.filter((l) => sameCode(l.location, where.code)).length)}`);
    return null;
  };
  const onScan = async (code: string) => {
    setStray(null);
    setStrayProblem(null);
    setScanned('');
    const found = await scanItems(code);
    const line = count.lines.find((l) => found.some((i) => i.id === l.inventoryItemId));
    if (!line) {
      if (!found.length) return onLocation(code);
      // Found here, not expected here: offered as a new line.
      setStray(found[0]!);
      return null;
    }
    if (!scanCounts) {
      focusLine(line);
      return null;
    }
    // The scan is the count: the server adds 1 to whatever the line holds now (another counter's too).
    const saved = await countLine.mutateAsync({ id: line.id, add: '1' });
    setActive(saved.id);
    setScanned(`${code} ${saved.description}: ${formatNumber(saved.counted ?? '0', { plain: true })} counted`);
    return null;
  };
  const addStray = async () => {
    if (!stray) return;
    try {
      const line = await addLine.mutateAsync({ cycleCountId: count.id, inventoryItemId: stray.id });
      setStray(null);
      setActive(line.id);
      setFocusNext(line.id);
    } catch (err) {
      setStrayProblem(errorText(err));
    }
  };
  return (
    <Stack maw={720} gap="md">
      <PageHeader
        title={`Cycle count ${count.number}`}
        description={
          <Group gap="xs" component="span">
            <CycleCountStatusBadge status={count.status} />
            <Text span size="sm">
              {count.location ? `Location ${count.location}` : 'Chosen items'} · {count.totals.counted} of{' '}
              {count.totals.lines} counted
              {count.totals.differences === null ? ' · blind' : ` · ${count.totals.differences} differ`}
            </Text>
          </Group>
        }
      />
      {count.blind && count.status === 'Open' && (
        <Text size="sm">A blind count: what the inventory expects shows once the count is submitted.</Text>
      )}
      {counting && (
        <>
          <ScanField
            ref={scan}
            label="Scan an item"
            description={
              scanCounts
                ? 'Each scan of its label or item number counts 1; a location’s label finds its lines'
                : 'Its label or item number takes you to its line; a location’s label finds its lines'
            }
            placeholder="RAI-1024"
            onScan={onScan}
            // A scanner reads faster than the server answers: every read counts, in turn.
            queueReads
            autoFocus
          />
          <Switch
            size="md"
            label="Each scan counts 1"
            checked={scanCounts}
            onChange={(e) => setEachScan(e.currentTarget.checked)}
          />
          <Text role="status" fw={600} mih="1.5em">
            {scanned}
          </Text>
        </>
      )}
      {stray && (
        <Alert color="yellow" title="Not on this count" role="status">
          <Text size="sm">
            {stray.itemNumber || `INV-${stray.id}`} {stray.description} is recorded at {stray.location || 'no location'}
            .
          </Text>
          {strayProblem && (
            <Text size="sm" c="red.9" role="alert">
              {strayProblem}
            </Text>
          )}
          <Group mt="xs">
            <Button size="sm" loading={addLine.isPending} onClick={() => void addStray()}>
              Add it to this count
            </Button>
            <Button size="sm" variant="default" onClick={() => setStray(null)}>
              Leave it out
            </Button>
          </Group>
        </Alert>
      )}
      {count.lines.length === 0 && (
        <Alert color="gray" title="Nothing to count">
          No goods were on hand at {count.location || 'these items'} when the count began.
        </Alert>
      )}
      <Stack component="ul" gap="sm" aria-label="Lines to count" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((l) => (
          <li key={l.id}>
            <CountLineRow
              line={l}
              counting={counting}
              explaining={explaining}
              active={active === l.id}
              here={isHere(l)}
              onCounted={next}
            />
          </li>
        ))}
      </Stack>
      <CountActions count={count} />
      {count.status === 'Applied' && (
        <Alert color="green" title="Applied">
          Applied by {count.appliedBy}: each line is in its item’s log as counted ({count.number}).
        </Alert>
      )}
    </Stack>
  );
}
