import { type CreditNoteListColumn, type CreditNoteListItem, creditNoteList } from '@freightdesk/contracts';
import { Anchor } from '@mantine/core';
import { IconFileExport, IconReceiptRefund } from '@tabler/icons-react';
import { type Key, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { columnsFrom, DataGrid, exportBodyOf, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { notify } from '../../../components/notify';
import { StatusBadge } from '../../../components/StatusBadge';
import { exportCreditNotes, useCreditNoteSearch, useSetCreditNotesExported } from '../api';

/**
 * Credit notes, server-paged and searchable: each with the invoice it credits (a link) and its
 * export status. `queue` lists those the accounting system does not have yet; who may update
 * invoices ticks them and marks them exported.
 */
export function CreditNotesGrid({ queue, canMark }: { queue: boolean; canMark: boolean }) {
  const grid = useGridState({ list: creditNoteList, prefix: 'cn' });
  const query = useCreditNoteSearch({ ...searchBodyOf(grid.request), includeExported: !queue });
  const [selected, setSelected] = useState<Key[]>([]);
  const mark = useSetCreditNotesExported();
  const columns = useMemo(
    () =>
      columnsFrom<CreditNoteListItem, CreditNoteListColumn>(creditNoteList, {
        invoiceNumber: {
          render: (n) => (
            <Anchor component={Link} to={`/invoices/${n.invoiceId}/payments`} size="sm">
              {n.invoiceNumber}
            </Anchor>
          ),
        },
        projectNumber: { visibleFrom: 'md' },
        invoiceId: { filter: false },
        billToName: { visibleFrom: 'sm' },
        reason: { visibleFrom: 'lg' },
        exported: {
          visibleFrom: 'sm',
          render: (n) => (
            <StatusBadge color={n.exported ? 'green' : 'gray'}>{n.exported ? 'Exported' : 'Not exported'}</StatusBadge>
          ),
        },
      }),
    [],
  );
  return (
    <DataGrid
      state={grid}
      query={query}
      columns={columns}
      noun="credit notes"
      label={queue ? 'Credit notes to export' : 'Credit notes'}
      search={{ label: 'Search credit notes', placeholder: 'Credit note, invoice or project' }}
      onExport={(format, onProgress) =>
        exportCreditNotes({ ...exportBodyOf(grid.request), includeExported: !queue }, format, onProgress)
      }
      selection={
        canMark
          ? {
              selected,
              onChange: setSelected,
              rowLabel: (n) => `Select credit note ${n.number}`,
              allLabel: 'Select every credit note on this page not yet exported',
              isSelectable: (n) => !n.exported,
              actions: [
                {
                  label: 'Mark exported',
                  icon: <IconFileExport size={16} aria-hidden />,
                  onClick: async () => {
                    const { updated } = await mark.mutateAsync({ ids: selected.map(Number), exported: true });
                    notify.success(`${updated} credit ${updated === 1 ? 'note' : 'notes'} marked exported`);
                    setSelected([]);
                  },
                },
              ],
            }
          : undefined
      }
      empty={{
        title: queue ? 'No credit note to export' : 'No credit notes yet',
        description: 'A credit note corrects an invoice once it is billed: issue one from the invoice.',
        icon: <IconReceiptRefund size={22} aria-hidden />,
      }}
    />
  );
}
