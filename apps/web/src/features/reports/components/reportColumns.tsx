import { type Access, allows, type ReportLink, type ReportSpec, reportLinks, type Scope } from '@freightdesk/contracts';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { type ColumnOverrides, columnsFrom, type GridColumn } from '../../../components/DataGrid';
import { formatReportValue, type ReportLine, reportList } from '../reportGrid';

/**
 * A record's number (PO-10001) and a day (MM-DD-YYYY) on one line: a narrow column would break
 * them at their hyphens. Names wrap between their words.
 */
const oneLine = { whiteSpace: 'nowrap' } as const;

/** The screen a link cell opens (its record's id follows), and who may open that screen. */
const screens: Record<ReportLink, { path: string; access: Access }> = {
  project: { path: '/projects', access: 'Project:View' },
  purchaseOrder: { path: '/purchase-orders', access: 'PO:View' },
  shipment: { path: '/shipments', access: 'Shipment:View' },
  receivingAlert: { path: '/receiving-alerts', access: 'RA:View' },
  invoice: { path: '/invoices', access: 'Invoice:View' },
  vendorBill: { path: '/invoices/vendor-bills', access: 'Invoice:View' },
};

/**
 * The grid's columns of a report, in its declared order: numbers right-aligned and totalled where
 * the report totals them, and a cell that names a record opening it (for who may open it: a link
 * to a screen they are refused would only lead to "You do not have permission"). On a phone, a
 * row that names records keeps what identifies it (its first column, those records) and the
 * figures; the other names (a project's name, a client, a status) wait for a wider screen. A row
 * of names alone (a bill-to's month) keeps them all.
 */
export function reportColumns(key: string, spec: ReportSpec, scope: Scope): GridColumn<ReportLine>[] {
  const columns = Object.entries(spec.columns);
  const namesRecords = columns.some(([, c]) => c.link);
  const overrides: ColumnOverrides<ReportLine, string> = {};
  for (const [index, [column, c]] of columns.entries()) {
    const link =
      c.link && allows(scope, screens[c.link].access) ? { ...screens[c.link], id: reportLinks[c.link] } : undefined;
    overrides[column] = {
      total: c.total ?? false,
      visibleFrom: namesRecords && index > 0 && c.type === 'text' && !c.link ? 'sm' : undefined,
      render: (l) => {
        const text = formatReportValue(c.type, l.cells[column]);
        const id = link && l.cells[link.id];
        if (link && id) {
          return (
            <Anchor component={Link} to={`${link.path}/${id}`} size="sm" fw={600} style={oneLine}>
              {text}
            </Anchor>
          );
        }
        return c.type === 'date' ? <span style={oneLine}>{text}</span> : text;
      },
    };
  }
  return columnsFrom<ReportLine, string>(reportList(key, spec), overrides);
}
