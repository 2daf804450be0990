import { Loader, type LoaderProps } from '@mantine/core';

/**
 * A spinner that says what it waits for. Mantine's Loader is a bare <span>, which may not carry a
 * name, so the name goes on an indeterminate progress bar around it and the drawing is hidden.
 */
export function Spinner({ label, ...loader }: { label: string } & Omit<LoaderProps, 'aria-label'>) {
  return (
    <span role="progressbar" aria-label={label} style={{ display: 'inline-flex' }}>
      <Loader {...loader} aria-hidden />
    </span>
  );
}
