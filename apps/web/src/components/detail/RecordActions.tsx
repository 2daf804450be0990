import { Button, type ButtonVariant, Text } from '@mantine/core';
import { type ReactNode, useContext } from 'react';
import { Link } from 'react-router';
import { FormOpenedContext } from './DetailPage';

export interface RecordActionsProps {
  /** Where Close goes (the list, or where the user came from); with unsaved changes it asks first. */
  closeTo: string;
  /** "Cancel" on a record not created yet, where nothing is closed. */
  closeLabel?: string;
  /** An edit's changes not saved yet: said beside the buttons, for who cannot see the fields. */
  unsaved?: boolean;
  /** The record's own actions before Close (status steps, printing). */
  leading?: ReactNode;
  /** Between Close and Save: documents and Delete. */
  children?: ReactNode;
  /** The Save button of the screen's form; false when the user may not save. */
  save:
    | {
        form: string;
        label: string;
        loading?: boolean;
        disabled?: boolean;
        variant?: ButtonVariant;
      }
    | false;
  /** After Save: the step saving leads to (Finish receiving). */
  trailing?: ReactNode;
}

/**
 * The buttons of a record screen's header, in the one order every screen keeps: the record's own
 * actions, Close, its documents and Delete, then Save (submitting the screen's form), with
 * "Unsaved changes" said first while an edit holds some.
 */
export function RecordActions({ closeTo, closeLabel, unsaved, leading, children, save, trailing }: RecordActionsProps) {
  const formOpened = useContext(FormOpenedContext);
  return (
    <>
      {unsaved && (
        <Text size="sm" c="dimmed" role="status">
          Unsaved changes
        </Text>
      )}
      {leading}
      <Button component={Link} to={closeTo} variant="default">
        {closeLabel ?? 'Close'}
      </Button>
      {children}
      {save && (
        <Button
          type="submit"
          form={save.form}
          loading={save.loading}
          disabled={save.disabled || !formOpened}
          variant={save.variant ?? 'filled'}
        >
          {save.label}
        </Button>
      )}
      {trailing}
    </>
  );
}
