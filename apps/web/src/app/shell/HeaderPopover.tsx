import { useClickOutside, useId } from '@mantine/hooks';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import classes from './HeaderPopover.module.css';

interface HeaderPopoverProps {
  /** The trigger button's accessible name. */
  label: string;
  /** What the trigger shows (icon, avatar, badge). */
  trigger: ReactNode;
  /** The panel's accessible name. */
  panelLabel: string;
  width?: number;
  children: (close: () => void) => ReactNode;
}

/**
 * A disclosure panel anchored under a header button. The header's dropdowns always open down and
 * to the left, so plain CSS places them; this keeps the floating-position library out of the
 * entry bundle (docs/design.md section 10).
 */
export function HeaderPopover({ label, trigger, panelLabel, width = 360, children }: HeaderPopoverProps) {
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const rootRef = useClickOutside<HTMLDivElement>(() => setOpened(false), null, undefined, opened);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes when the page changes
  useEffect(() => setOpened(false), [pathname]);

  // Escape closes the panel and hands focus back to its button.
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpened(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [opened]);

  const close = () => setOpened(false);

  return (
    <div ref={rootRef} className={classes.root}>
      <button
        ref={triggerRef}
        type="button"
        className={classes.trigger}
        aria-label={label}
        aria-expanded={opened}
        aria-controls={opened ? panelId : undefined}
        onClick={() => setOpened((o) => !o)}
      >
        {trigger}
      </button>
      {opened && (
        <div
          id={panelId}
          role="dialog"
          aria-label={panelLabel}
          className={classes.panel}
          style={{ '--panel-width': `${width}px` } as React.CSSProperties}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}
