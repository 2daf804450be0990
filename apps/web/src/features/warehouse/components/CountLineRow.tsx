import type { CycleCountLine } from '@freightdesk/contracts';
import { Badge, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorText } from '../../../api/client';
import { useUnsavedChanges } from '../../../components/form/unsavedChanges';
import { compareDecimals, formatNumber, sumDecimals } from '../../../lib/numbers';
import { useCountLine } from '../api';

export const countInputId = (lineId: number) => `count-line-${lineId}`;

/** Counted other than expected; never known while a blind count hides what was expected. */
const differs = (l: Pick<CycleCountLine, 'counted' | 'expected'>) =>
  l.counted !== null && l.expected !== null && compareDecimals(l.counted, l.expected) !== 0;

/** Counted less expected, exactly, signed: "+2", "-0.5". */
const differenceText = (counted: string, expected: string) => {
  const d = sumDecimals([counted, `-${expected}`]);
  return d.startsWith('-') ? d : `+${d}`;
};

/**
 * One line of a count on the floor: the item, what the inventory expects (not while a blind count
 * is open: the server sends none), the count typed (Enter saves it and goes back to the scan field)
 * and, where they differ, why (saved on Enter or on leaving the field). `counting` while the count
 * is open; `explaining` until it is applied.
 */
export function CountLineRow({
  line,
  counting,
  explaining,
  active,
  here = false,
  onCounted,
}: {
  line: CycleCountLine;
  counting: boolean;
  explaining: boolean;
  /** The line a scan found: shown marked. */
  active: boolean;
  /** At the location just scanned: shown marked, listed first. */
  here?: boolean;
  /** After its count is saved: the screen moves on to the next line. */
  onCounted: (line: CycleCountLine) => void;
}) {
  const [counted, setCounted] = useState(formatNumber(line.counted, { plain: true }));
  const [reason, setReason] = useState(line.reason);
  const [error, setError] = useState<{ counted?: string; reason?: string }>({});
  const save = useCountLine();
  // Each field follows the server's value only when that value changes, so a count read back
  // while a reason is being typed does not wipe the reason.
  useEffect(() => {
    setCounted(formatNumber(line.counted, { plain: true }));
  }, [line.counted]);
  useEffect(() => {
    setReason(line.reason);
  }, [line.reason]);

  // A count or reason typed but not yet saved is guarded like a form's (leaving asks first).
  const serverCounted = formatNumber(line.counted, { plain: true });
  useUnsavedChanges((counting && counted.trim() !== serverCounted) || (explaining && reason !== line.reason));
  // What was last sent, so leaving a field right after Enter does not send it again.
  const sent = useRef<{ counted?: string | null; reason?: string }>({});

  const send = async (body: { counted?: string | null; reason?: string }) => {
    sent.current = { ...sent.current, ...body };
    setError({});
    try {
      const saved = await save.mutateAsync({ id: line.id, ...body });
      return saved;
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : {};
      setError({ counted: fields.counted ?? (fields.reason ? undefined : errorText(err)), reason: fields.reason });
      return null;
    }
  };

  const name = line.itemNumber || line.description;
  const shownDiff = differs({ ...line, counted: counted === '' ? null : counted });
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      role="group"
      aria-label={`Line ${name}`}
      style={active ? { outline: '3px solid var(--mantine-color-freight-6, #228be6)' } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={700}>{line.itemNumber || '—'}</Text>
            <Text size="sm">{line.description}</Text>
            <Text size="xs" c="dimmed">
              {line.projectNumber} · {line.location || 'no location'}
            </Text>
            {here && (
              <Badge color="blue" variant="light" tt="none" mt={4}>
                At this location
              </Badge>
            )}
          </div>
          {line.expected !== null && (
            <Stack gap={2} align="flex-end">
              <Text size="xs" c="dimmed">
                Expected
              </Text>
              <Text fw={600}>
                {formatNumber(line.expected, { plain: true })} {line.unitOfMeasure}
              </Text>
              {line.counted !== null &&
                (differs(line) ? (
                  <Badge color="orange" variant="dot" tt="none">
                    {differenceText(line.counted, line.expected)}
                  </Badge>
                ) : (
                  <Badge color="green" variant="dot" tt="none" rightSection={<IconCheck size={12} aria-hidden />}>
                    Matches
                  </Badge>
                ))}
            </Stack>
          )}
        </Group>
        <TextInput
          id={countInputId(line.id)}
          label={`Counted (${line.unitOfMeasure})`}
          size="md"
          inputMode="decimal"
          enterKeyHint="next"
          autoComplete="off"
          value={counted}
          disabled={!counting}
          error={error.counted}
          onChange={(e) => setCounted(e.currentTarget.value)}
          // A count typed and left (a tap elsewhere) is saved as Enter would.
          onBlur={() => {
            const value = counted.trim();
            if (counting && value !== '' && value !== serverCounted && value !== sent.current.counted) {
              void send({ counted: value });
            }
          }}
          onKeyDown={async (e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            if (counted.trim() === '') return;
            const saved = await send({ counted: counted.trim() });
            if (saved && !differs(saved)) onCounted(saved);
            else if (saved) document.getElementById(`${countInputId(line.id)}-reason`)?.focus();
          }}
        />
        {(shownDiff || differs(line) || line.reason) && (
          <TextInput
            id={`${countInputId(line.id)}-reason`}
            label="Why it differs"
            placeholder="Found damaged, miscounted at receiving…"
            size="md"
            value={reason}
            disabled={!explaining}
            error={error.reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            onBlur={() => {
              if (reason !== line.reason && reason !== sent.current.reason) void send({ reason });
            }}
            onKeyDown={async (e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              const saved = await send({ reason });
              if (saved) onCounted(saved);
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
