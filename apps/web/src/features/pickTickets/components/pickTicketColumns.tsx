import { type PickTicketListColumn, type PickTicketListItem, pickTicketList } from '@freightdesk/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { columnsFrom } from '../../../components/DataGrid';
import { formatDate } from '../../../lib/dates';
import { PickTicketStatusBadge } from './PickTicketStatusBadge';

interface Options {
  linkProjects: boolean;
  /** The project column is left out (the list sits on the project's own hub). */
  withoutProject?: boolean;
}

/** The pick tickets grid's columns: the number links to the ticket, so the keyboard opens every row. */
export function pickTicketColumns({ linkProjects, withoutProject = false }: Options) {
  return columnsFrom<PickTicketListItem, PickTicketListColumn>(pickTicketList, {
    number: {
      render: (t) => (
        <>
          <Anchor component={Link} to={`/pick-tickets/${t.id}`} size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {t.number}
          </Anchor>
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {[t.requestedDate && `Wanted ${formatDate(t.requestedDate)}`, t.lines === 1 ? '1 line' : `${t.lines} lines`]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </>
      ),
    },
    projectNumber: withoutProject
      ? { visible: false, filter: false }
      : {
          visibleFrom: 'sm',
          render: (t) =>
            linkProjects ? (
              <Anchor component={Link} to={`/projects/${t.projectId}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {t.projectNumber}
              </Anchor>
            ) : (
              t.projectNumber
            ),
        },
    projectId: { filter: false },
    status: { render: (t) => <PickTicketStatusBadge status={t.status} /> },
    requestedDate: { visibleFrom: 'sm', width: 120 },
    carrierName: { visibleFrom: 'md' },
    lines: { visibleFrom: 'sm', width: 80 },
    modifiedAt: { visibleFrom: 'xl', width: 120 },
  });
}
