import { type InvoiceListColumn, type InvoiceListItem, invoiceList } from '@freightdesk/contracts';
import { Anchor, Box, Text } from '@mantine/core';
import { Link } from 'react-router';
import { columnsFrom, type GridColumn } from '../../../components/DataGrid';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDate } from '../../../lib/dates';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';

interface InvoiceColumnOptions {
  /** Project numbers link to the project hub (the user holds Project:View). */
  linkProjects: boolean;
  /** The list sits on the project's own hub: no project column, and the list neither sorts nor filters. */
  ofProject?: boolean;
}

/** Exported or not, as a dot: a grey dot while it waits for the accounting system. */
function ExportedBadge({ exported }: { exported: boolean }) {
  return <StatusBadge color={exported ? 'green' : 'gray'}>{exported ? 'Exported' : 'Not exported'}</StatusBadge>;
}

/**
 * The invoices grid's columns, from the list declaration. The number links to the invoice, so the
 * keyboard opens every row; on a phone the bill-to, the due date and the status are read under the number.
 */
export function invoiceColumns({ linkProjects, ofProject = false }: InvoiceColumnOptions) {
  const columns: GridColumn<InvoiceListItem>[] = columnsFrom<InvoiceListItem, InvoiceListColumn>(invoiceList, {
    number: {
      render: (i) => (
        <>
          <Anchor
            component={Link}
            to={`/invoices/${i.id}`}
            size="sm"
            fw={600}
            style={{ whiteSpace: 'nowrap' }}
            aria-label={i.number ? undefined : `Draft invoice of ${i.projectNumber}`}
          >
            {i.number || 'Draft'}
          </Anchor>
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {[i.billToName, `due ${formatDate(i.dueDate)}`].filter(Boolean).join(' · ')}
          </Text>
          <Box hiddenFrom="sm" mt={4}>
            <InvoiceStatusBadge status={i.status} />
          </Box>
        </>
      ),
    },
    projectNumber: ofProject
      ? { visible: false, filter: false }
      : {
          visibleFrom: 'md',
          render: (i) =>
            linkProjects ? (
              <Anchor component={Link} to={`/projects/${i.projectId}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {i.projectNumber}
              </Anchor>
            ) : (
              i.projectNumber
            ),
        },
    // The project's own filter is by id: the search box finds a project by its number instead.
    projectId: { filter: false },
    billToName: { visibleFrom: 'sm' },
    invoiceDate: { visibleFrom: 'lg', width: 112 },
    dueDate: { visibleFrom: 'sm', width: 112 },
    // On a phone the status is under the number, so that the amount keeps its room.
    status: { width: 120, visibleFrom: 'sm', render: (i) => <InvoiceStatusBadge status={i.status} /> },
    amount: { width: 110 },
    balance: { width: 110, visibleFrom: 'sm' },
    exported: { visibleFrom: 'md', width: 140, render: (i) => <ExportedBadge exported={i.exported} /> },
    modifiedAt: { visibleFrom: 'xl', width: 120 },
  });
  // A project's tab pages its invoices newest first: its call neither sorts nor filters.
  return ofProject ? columns.map((c) => ({ ...c, sortable: false, filter: false as const })) : columns;
}
