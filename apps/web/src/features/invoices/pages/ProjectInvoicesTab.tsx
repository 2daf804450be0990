import { IconFileInvoice } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useGridState } from '../../../components/DataGrid';
import { RelatedGrid } from '../../../components/RelatedGrid';
import { useProjectInvoices } from '../api';
import { invoiceColumns } from '../components/invoiceColumns';
import { invoicesFeature } from '../feature';

/** The line the hub shows for this tab while the project has none: its one wording. */
const projectTabLine = invoicesFeature.projectTab.description;

/**
 * The project hub's Invoices tab (/projects/{id}/invoices), loaded when opened: the project's
 * invoices a page at a time, newest first, and a new one for the project one click away.
 */
export default function ProjectInvoicesTab() {
  const projectId = Number(useParams().id);
  const grid = useGridState({ prefix: 'inv' });
  const { pageIndex, pageSize } = grid.request;
  const query = useProjectInvoices(projectId, { pageIndex, pageSize });
  const columns = useMemo(() => invoiceColumns({ linkProjects: false, ofProject: true }), []);
  return (
    <RelatedGrid
      state={grid}
      query={query}
      columns={columns}
      noun="invoices"
      label="Invoices of this project"
      search={false}
      opens={(i) => `/invoices/${i.id}`}
      empty={{ title: 'No invoices yet', description: projectTabLine, icon: <IconFileInvoice size={22} aria-hidden /> }}
      create={{ access: 'Invoice:Create', to: `/invoices/create?projectId=${projectId}`, label: 'New invoice' }}
    />
  );
}
