import { CloseButton, TextInput } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { type Ref, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { errorText } from '../api/client';
import { Spinner } from './Spinner';

export interface ScanFieldHandle {
  /** Back to the field, ready for the next scan. */
  focus(): void;
  clear(): void;
}

export interface ScanFieldProps {
  label: string;
  description?: string;
  placeholder?: string;
  /**
   * What to do with what was scanned or typed when Enter comes (a scanner ends its read with it):
   * resolves to the text to show under the field when nothing matches, or null when it was found
   * (the field then empties for the next scan, unless `keepOnFound`). A thrown error shows its text.
   */
  onScan: (value: string) => Promise<string | null> | string | null;
  /** Every change of what is typed, for screens whose list follows it as a search. */
  onChange?: (value: string) => void;
  /** Keep what was found in the field (a search) instead of emptying it for the next scan. */
  keepOnFound?: boolean;
  /**
   * Reads that come while one is looked up wait their turn instead of being lost (where each scan
   * counts): the field empties as a read is taken; a refused read comes back, selected, and the
   * reads after it are dropped, which the reason says.
   */
  queueReads?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  ref?: Ref<ScanFieldHandle>;
}

/**
 * The one field the warehouse scans into, on a phone as at a desk: large, a barcode icon, Enter to
 * look up, a clear button, the reason beside it when nothing matches, and a spinner while it looks.
 * Receiving finds a line with it; moving, counting and picking find items and locations.
 */
export function ScanField({
  label,
  description,
  placeholder,
  onScan,
  onChange,
  keepOnFound = false,
  queueReads = false,
  autoFocus,
  disabled,
  ref,
}: ScanFieldProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Queued reads, whether one is being looked up, and the latest onScan (a queued read is looked
  // up after the screen has drawn again).
  const queued = useRef<string[]>([]);
  const busy = useRef(false);
  const latestOnScan = useRef(onScan);
  latestOnScan.current = onScan;
  // A read answered changes the screen (an item found, a location set): the next queued read waits
  // until that is drawn, so it is looked up by the screen's next step, not the one it has left.
  const [, setDraws] = useState(0);
  const drawn = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    drawn.current?.();
    drawn.current = null;
  });
  const nextDraw = () =>
    new Promise<void>((resolve) => {
      drawn.current = resolve;
      setDraws((n) => n + 1);
    });

  const change = (next: string) => {
    setValue(next);
    setError(null);
    onChange?.(next);
  };
  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus(), clear: () => change('') }));

  const lookUp = async (read: string): Promise<string | null> => {
    try {
      return await latestOnScan.current(read);
    } catch (err) {
      return errorText(err);
    }
  };
  /** A refused read stays to be read, selected, so the scanner's next read replaces it. */
  const selectRefused = () => {
    const field = input.current;
    if (field && (document.activeElement === field || document.activeElement === document.body)) {
      field.focus();
      field.select();
    }
  };
  /** queueReads: each read taken from the field at once and looked up in turn. */
  const takeRead = async (first: string) => {
    change('');
    if (busy.current) {
      queued.current.push(first);
      return;
    }
    busy.current = true;
    setLooking(true);
    let read: string | undefined = first;
    while (read !== undefined) {
      const problem = await lookUp(read);
      if (problem !== null) {
        const dropped = queued.current.length;
        queued.current = [];
        busy.current = false;
        setLooking(false);
        flushSync(() => change(read!));
        const after = dropped === 1 ? 'the read after it' : `the ${dropped} reads after it`;
        setError(dropped ? `${problem} Scan ${after} again.` : problem);
        selectRefused();
        return;
      }
      read = queued.current.shift();
      if (read !== undefined) await nextDraw();
    }
    busy.current = false;
    setLooking(false);
  };

  const scan = async () => {
    const read = value.trim();
    if (read && queueReads) return takeRead(read);
    if (!read || looking) return;
    setLooking(true);
    const problem = await lookUp(read);
    setLooking(false);
    setError(problem);
    if (problem === null) {
      if (!keepOnFound) change('');
      return;
    }
    // Refused: the text stays to be read, selected, so the scanner's next read replaces it
    // instead of being glued onto it ("DR-802MR-150").
    selectRefused();
  };

  return (
    <TextInput
      ref={input}
      size="lg"
      label={label}
      description={description}
      placeholder={placeholder}
      leftSection={<IconBarcode size={22} aria-hidden />}
      value={value}
      onChange={(e) => change(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          void scan();
        }
      }}
      rightSection={
        looking ? (
          <Spinner size="sm" label="Looking it up" />
        ) : value ? (
          <CloseButton
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={() => {
              change('');
              input.current?.focus();
            }}
          />
        ) : null
      }
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      enterKeyHint="search"
      autoFocus={autoFocus}
      // In a dialog the focus trap takes the first marked field, not the dialog's close button.
      data-autofocus={autoFocus || undefined}
      disabled={disabled}
      error={error}
      // The reason is read out as it appears, beside the field rather than over it.
      errorProps={{ role: 'alert' }}
    />
  );
}
