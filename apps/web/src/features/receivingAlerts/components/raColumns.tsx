import { type RaListColumn, type RaListItem, raList } from '@freightdesk/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { columnsFrom } from '../../../components/DataGrid';
import { RaStatusBadge } from './RaBadges';

interface RaColumnOptions {
  /** Project numbers link to the project hub (the user holds Project:View). */
  linkProjects: boolean;
  /** The project column is left out (the list sits on the project's own hub). */
  withoutProject?: boolean;
  /** The PO column is left out (the list sits on the PO's own tab). */
  withoutPo?: boolean;
}

/**
 * The receiving alerts grid's columns, from the list declaration. The number links to the alert,
 * so the keyboard opens every row; on a phone the PO and expected date are read under it.
 */
export function raColumns({ linkProjects, withoutProject = false, withoutPo = false }: RaColumnOptions) {
  return columnsFrom<RaListItem, RaListColumn>(raList, {
    number: {
      render: (ra) => (
        <>
          <Anchor
            component={Link}
            to={`/receiving-alerts/${ra.id}`}
            size="sm"
            fw={600}
            style={{ whiteSpace: 'nowrap' }}
          >
            {ra.number}
          </Anchor>
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {[ra.poNumber, ra.advanceNotice ? 'From client' : null].filter(Boolean).join(' · ')}
          </Text>
        </>
      ),
    },
    projectNumber: withoutProject
      ? { visible: false, filter: false }
      : {
          visibleFrom: 'sm',
          render: (ra) =>
            linkProjects ? (
              <Anchor component={Link} to={`/projects/${ra.projectId}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {ra.projectNumber}
              </Anchor>
            ) : (
              ra.projectNumber
            ),
        },
    projectId: { filter: false },
    poNumber: withoutPo ? { visible: false, filter: false } : { visibleFrom: 'md' },
    shipmentNumber: { visibleFrom: 'lg' },
    status: { render: (ra) => <RaStatusBadge status={ra.status} /> },
    expectedDate: { visibleFrom: 'xs', width: 120 },
    receivedDate: { visibleFrom: 'md', width: 120 },
    advanceNotice: { visibleFrom: 'xl', width: 110, render: (ra) => (ra.advanceNotice ? 'Yes' : 'No') },
    itemCount: { visibleFrom: 'lg', width: 80 },
    exceptions: {
      visibleFrom: 'sm',
      width: 110,
      render: (ra) =>
        ra.exceptions > 0 ? (
          <Text size="sm" fw={700} c="red.9">
            {ra.exceptions}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            0
          </Text>
        ),
    },
    modifiedAt: { visibleFrom: 'xl', width: 120 },
  });
}
