import { raEndpoints, raImportColumns, raLineFields } from '@freightdesk/contracts';
import { Button, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { ImportLinesDialog } from '../../../components/lineImport';
import { notify } from '../../../components/notify';
import type { RaLine } from '../raForm';

type RaImportColumn = (typeof raImportColumns)[number];

/** The line fields the preview names in its errors, as the template's headers say them. */
const fieldHeaders: Record<string, RaImportColumn> = {
  itemNumber: 'Item Number',
  description: 'Description',
  unitOfMeasure: 'UOM',
  quantityExpected: 'Quantity',
  weight: 'Weight',
  pieces: 'Pieces',
};
const required: RaImportColumn[] = ['Description', 'Quantity'];

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface RaLinesImportProps {
  /** The new alert's project: the file is read for it, so the button waits for one. */
  projectId: number | null;
  disabled: boolean;
  /** Adds the file's valid rows to the lines being entered. */
  onImport: (lines: RaLine[]) => void;
}

/**
 * "Import lines from CSV or Excel" on a new alert (a client's advance notice): a packing list read
 * by the server into a preview, its valid rows added to the lines to review before the alert is
 * created, the rows with errors left out. Nothing is written by it.
 */
export function RaLinesImport({ projectId, disabled, onImport }: RaLinesImportProps) {
  const [opened, setOpened] = useState(false);
  const hint = useId();
  const noProject = projectId === null;
  return (
    <>
      {noProject && (
        <Text size="sm" c="dimmed" id={hint}>
          Choose the project to import lines
        </Text>
      )}
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        disabled={disabled || noProject}
        aria-describedby={noProject ? hint : undefined}
      >
        Import lines from CSV or Excel
      </Button>
      {projectId !== null && (
        <ImportLinesDialog
          opened={opened}
          onClose={() => setOpened(false)}
          title="Import lines"
          endpoint={raEndpoints.importPreview}
          fields={{ projectId }}
          columns={raImportColumns}
          headers={fieldHeaders}
          required={required}
          schema={raLineFields}
          noun="lines"
          templateName="receiving-alert-lines-template.csv"
          onImport={(lines, { fileName, skipped }) => {
            onImport(lines);
            const left = skipped ? `; ${count(skipped, 'row', 'rows')} with errors left out` : '';
            notify.success(`${count(lines.length, 'line', 'lines')} added from ${fileName}${left}`);
          }}
        />
      )}
    </>
  );
}
