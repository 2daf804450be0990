import type { AccountingExport } from '@freightdesk/contracts';
import { Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { displayColumn, type GridColumn, stackedColumn } from '../../../components/DataGrid';
import { DateText } from '../../../components/DateText';
import { formatDateTime } from '../../../lib/dates';
import { countOf, documentsSummary, formatNames, recordNames } from '../bookText';
import classes from './exportColumns.module.css';

/** Numbers separated by commas, each kept whole on its line (never broken at its hyphen). */
function Numbers({ numbers }: { numbers: readonly string[] }) {
  return numbers.map((n, i) => (
    <span key={n}>
      {i > 0 && ', '}
      <span className={classes.number}>{n}</span>
    </span>
  ));
}

/** The numbers of an export's documents: the first few, the rest behind a disclosure the keyboard opens. */
function DocumentNumbers({ documents }: { documents: readonly string[] }) {
  const { first, rest, more } = documentsSummary(documents);
  if (!more)
    return (
      <Text size="sm">
        <Numbers numbers={first} />
      </Text>
    );
  return (
    <details className={classes.more}>
      <summary>
        <Numbers numbers={first} /> <Text span size="sm" c="blue.8" fw={600}>{`and ${more} more`}</Text>
      </summary>
      <Text size="sm">
        <Numbers numbers={rest} />
      </Text>
    </details>
  );
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The past exports' columns, which fit 1280 px without scrolling: on a phone the number carries
 * when, how many and the format under it, and the amount and Download stay. Download is named by
 * the export's file for a screen reader.
 */
export function exportColumns(downloading: number | null, onDownload: (e: AccountingExport) => void) {
  const columns: GridColumn<AccountingExport>[] = [
    displayColumn('number', 'Export', {
      width: 130,
      render: (e) => (
        <>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {e.number}
          </Text>
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {`${formatDateTime(e.createdAt)} · ${countOf(e.records, e.count)} · ${formatNames[e.format].label}`}
          </Text>
        </>
      ),
    }),
    // When and who, what and its format: one column each, the second read under the first.
    ...stackedColumn(
      displayColumn<AccountingExport>('createdAt', 'When', {
        visibleFrom: 'sm',
        width: 180,
        render: (e) => <DateText value={e.createdAt} withTime />,
      }),
      displayColumn<AccountingExport>('createdBy', 'Who'),
    ),
    ...stackedColumn(
      displayColumn<AccountingExport>('records', 'What', {
        visibleFrom: 'sm',
        width: 170,
        render: (e) => capital(recordNames(e.records).many),
      }),
      displayColumn<AccountingExport>('format', 'Format', {
        render: (e) => `${formatNames[e.format].label} (${formatNames[e.format].product})`,
      }),
    ),
    displayColumn('count', 'Count', { type: 'number', textAlign: 'right', width: 72, total: false, visibleFrom: 'sm' }),
    displayColumn('amount', 'Amount', { type: 'money', textAlign: 'right', width: 140, total: false }),
    displayColumn('documents', 'Documents', {
      visibleFrom: 'md',
      render: (e) => <DocumentNumbers documents={e.documents} />,
    }),
    // On a phone the button is its icon (still named by the file), so the amount keeps its room.
    displayColumn('download', 'File', {
      width: '1%',
      textAlign: 'right',
      render: (e) => (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          aria-label={`Download ${e.fileName}`}
          loading={downloading === e.id}
          onClick={() => onDownload(e)}
        >
          <Text span inherit visibleFrom="sm">
            Download
          </Text>
        </Button>
      ),
    }),
  ];
  return columns;
}
