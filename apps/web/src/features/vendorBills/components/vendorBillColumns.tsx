import { type VendorBillListColumn, type VendorBillListItem, vendorBillList } from '@freightdesk/contracts';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { columnsFrom } from '../../../components/DataGrid';
import { formatDate } from '../../../lib/dates';
import { MatchBadge, VendorBillStatusBadge } from './badges';

/**
 * The vendor bills grid's columns, from the list declaration. The number links to the bill, so
 * the keyboard opens every row; on a phone the vendor, due date, status and match read under it.
 */
export function vendorBillColumns({ linkProjects }: { linkProjects: boolean }) {
  return columnsFrom<VendorBillListItem, VendorBillListColumn>(vendorBillList, {
    number: {
      width: 120,
      render: (b) => (
        <>
          <Anchor
            component={Link}
            to={`/invoices/vendor-bills/${b.id}`}
            size="sm"
            fw={600}
            style={{ whiteSpace: 'nowrap' }}
          >
            {b.number}
          </Anchor>
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {[b.vendorName, b.billNumber, `due ${formatDate(b.dueDate)}`].join(' · ')}
          </Text>
          <Group gap={4} mt={4} hiddenFrom="sm" wrap="wrap">
            <VendorBillStatusBadge status={b.status} />
            <MatchBadge status={b.match} />
          </Group>
        </>
      ),
    },
    billNumber: { visibleFrom: 'md' },
    vendorName: { visibleFrom: 'sm' },
    projectNumber: {
      visibleFrom: 'lg',
      render: (b) =>
        linkProjects ? (
          <Anchor component={Link} to={`/projects/${b.projectId}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {b.projectNumber}
          </Anchor>
        ) : (
          b.projectNumber
        ),
    },
    // The project's own filter is by id: the search box finds a project by its number instead.
    projectId: { filter: false },
    billDate: { visibleFrom: 'xl', width: 112 },
    dueDate: { visibleFrom: 'sm', width: 112 },
    status: { width: 120, visibleFrom: 'sm', render: (b) => <VendorBillStatusBadge status={b.status} /> },
    match: { width: 130, visibleFrom: 'sm', render: (b) => <MatchBadge status={b.match} /> },
    amount: { width: 110 },
    exported: { visible: false },
    modifiedAt: { visible: false },
  });
}
