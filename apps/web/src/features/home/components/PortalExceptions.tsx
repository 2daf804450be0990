import type { PortalAnswer } from '@freightdesk/contracts';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates';
import type { PortalFile } from '../api';
import classes from './ClientPortal.module.css';
import { facts, Nothing, PortalCard } from './PortalCard';
import { isPhoto, PhotoThumbs } from './PortalFiles';

type PortalException = PortalAnswer['exceptions'][number];

const conditionColors: Record<string, string> = { Damaged: 'red', Short: 'orange', Over: 'grape' };

/** A receipt's or a delivery's lines that came short, over or damaged, under the record they belong to. */
interface ExceptionRecord {
  key: string;
  kind: PortalException['kind'];
  recordId: number;
  number: string;
  lines: PortalException[];
}

function byRecord(exceptions: PortalAnswer['exceptions']): ExceptionRecord[] {
  const records = new Map<string, ExceptionRecord>();
  for (const e of exceptions) {
    const key = `${e.kind}-${e.recordId}`;
    const record = records.get(key) ?? { key, kind: e.kind, recordId: e.recordId, number: e.number, lines: [] };
    record.lines.push(e);
    records.set(key, record);
  }
  return [...records.values()];
}

/**
 * The record's photos among the latest files: a receipt's are in its lines' folders
 * ("{alert id}-{line id}"), a delivery's in "{ticket number}-delivery"; both also in the record's own.
 */
function photosOf(record: ExceptionRecord, files: readonly PortalFile[]) {
  const receipt = record.kind === 'Receiving';
  return files.filter(
    (f) =>
      isPhoto(f) &&
      f.transactionType === (receipt ? 'ReceivingAlert' : 'PickTicket') &&
      (f.folderName === String(record.recordId) ||
        f.folderName.startsWith(receipt ? `${record.recordId}-` : `${record.number}-`)),
  );
}

/** Lines received short, over or damaged, and deliveries short or damaged, of the last 90 days. */
export function ExceptionsCard({
  exceptions,
  files,
}: {
  exceptions: PortalAnswer['exceptions'];
  files: PortalAnswer['files'];
}) {
  const records = byRecord(exceptions);
  return (
    <PortalCard id="exceptions" title="Exceptions" icon={IconAlertTriangle}>
      {records.length ? (
        <ul className={classes.list}>
          {records.map((r) => (
            <li key={r.key}>
              <Stack gap={4}>
                <div className={classes.entry}>
                  <Text component="span" size="sm" fw={500}>
                    {r.kind === 'Receiving' ? 'Receipt' : 'Delivery'}{' '}
                    <Anchor
                      component={Link}
                      to={r.kind === 'Receiving' ? `/receiving-alerts/${r.recordId}` : `/pick-tickets/${r.recordId}`}
                      fw={600}
                    >
                      {r.number}
                    </Anchor>
                  </Text>
                </div>
                {r.lines.map((line, n) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the server answers no line id; a record's lines keep their order
                  <div key={n}>
                    <div className={classes.entry}>
                      <Text component="span" size="sm">
                        {line.description}
                      </Text>
                      <Badge
                        variant="light"
                        color={conditionColors[line.condition] ?? 'gray'}
                        c="dark.8"
                        tt="none"
                        fw={600}
                      >
                        {line.condition}
                      </Badge>
                    </div>
                    <Text size="sm" c="dimmed">
                      {facts(line.reason, line.date && formatDate(line.date)) || 'No reason given'}
                    </Text>
                  </div>
                ))}
                <PhotoThumbs photos={photosOf(r, files)} label={`Photos of ${r.number}`} />
              </Stack>
            </li>
          ))}
        </ul>
      ) : (
        <Nothing>No exceptions in the last 90 days.</Nothing>
      )}
    </PortalCard>
  );
}
