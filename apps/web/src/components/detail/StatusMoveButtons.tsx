import { ActionIcon, Button, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { PHONE_QUERY, useMedia } from '../../lib/media';
import { ConfirmDialog } from '../ConfirmDialog';

/** A move of a record's status the server allows from where it stands. */
export interface StatusMove {
  to: number;
  label: string;
  /** The question asked first, when the move has consequences or is not easily undone. */
  confirm?: { title: string; question: string; confirmLabel: string; danger?: boolean };
  /** The next step: a filled button, and the one kept in the header on a phone. */
  primary?: boolean;
}

interface StatusMoveButtonsProps {
  moves: StatusMove[];
  /** Unsaved changes: no move until they are saved or discarded. */
  disabled: boolean;
  /** Makes the move (and says how it went); the buttons wait for it. */
  onMove: (m: StatusMove) => Promise<void>;
  /** Buttons before the moves (a request's Confirm). */
  children?: ReactNode;
}

/**
 * A record screen's status moves in its header: a button each, those with consequences asking
 * first. On a phone the header keeps one row for the next step; the other moves wait under More.
 */
export function StatusMoveButtons({ moves, disabled, onMove, children }: StatusMoveButtonsProps) {
  const [asking, setAsking] = useState<StatusMove | null>(null);
  const [moving, setMoving] = useState<number | null>(null);
  const phone = useMedia(PHONE_QUERY);
  const secondary = phone ? moves.filter((m) => !m.primary) : [];
  const shown = phone ? moves.filter((m) => m.primary) : moves;

  const move = async (m: StatusMove) => {
    setMoving(m.to);
    try {
      await onMove(m);
    } finally {
      setMoving(null);
      setAsking(null);
    }
  };
  const choose = (m: StatusMove) => (m.confirm ? setAsking(m) : void move(m));

  return (
    <>
      {children}
      {phone && secondary.length > 0 && (
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon
              variant="default"
              size="input-sm"
              aria-label="More actions"
              disabled={disabled || moving !== null}
            >
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {secondary.map((m) => (
              <Menu.Item key={m.to} c={m.confirm?.danger ? 'red.9' : undefined} onClick={() => choose(m)}>
                {m.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      {shown.map((m) => (
        <Button
          key={m.to}
          variant={m.primary ? 'filled' : 'default'}
          c={m.confirm?.danger ? 'red.9' : undefined}
          loading={moving === m.to}
          disabled={disabled || (moving !== null && moving !== m.to)}
          title={disabled ? 'Save or discard the changes first' : undefined}
          onClick={() => choose(m)}
        >
          {m.label}
        </Button>
      ))}
      <ConfirmDialog
        opened={asking !== null}
        title={asking?.confirm?.title ?? ''}
        confirmLabel={asking?.confirm?.confirmLabel}
        cancelLabel="Not now"
        danger={asking?.confirm?.danger}
        busy={moving !== null}
        onConfirm={() => asking && void move(asking)}
        onCancel={() => setAsking(null)}
      >
        {asking?.confirm?.question}
      </ConfirmDialog>
    </>
  );
}
