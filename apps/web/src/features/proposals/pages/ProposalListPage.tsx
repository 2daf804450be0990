import type { proposalListItem } from '@freightdesk/contracts';
import { allows, type ProposalListColumn, proposalList } from '@freightdesk/contracts';
import { Anchor, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconBriefcase, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useAuth } from '../../../auth/AuthContext';
import { columnsFrom, DataGrid, exportBodyOf, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { PageHeader } from '../../../components/PageHeader';
import { proposalStatusesQuery } from '../../lookups';
import { exportProposals, useProposalSearch } from '../api';
import { ProposalStatusBadge } from '../components/ProposalStatusBadge';

type ProposalListItem = z.infer<typeof proposalListItem>;

/** /proposals: every proposal, server-paged, sortable, searchable and filterable by status and date. */
export default function ProposalListPage() {
  const navigate = useNavigate();
  const { scope } = useAuth();
  const grid = useGridState({ list: proposalList });
  const query = useProposalSearch(searchBodyOf(grid.request));
  const statuses = useQuery(proposalStatusesQuery());
  // The status filter offers the statuses the lookup knows (the same as GET /api/proposal/filteredColums).
  const columns = useMemo(
    () =>
      columnsFrom<ProposalListItem, ProposalListColumn>(proposalList, {
        number: {
          // On a phone the customer column hides: the number's cell names the customer.
          render: (p) => (
            <>
              <Anchor component={Link} to={`/proposals/${p.id}`} size="sm" fw={600}>
                {p.number}
              </Anchor>
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {p.customerName}
              </Text>
            </>
          ),
        },
        customerName: { visibleFrom: 'sm' },
        status: {
          values: statuses.data?.map((s) => ({ value: s.name, label: s.name })),
          render: (p) => (
            <Group gap={6} wrap="nowrap">
              <ProposalStatusBadge status={p.status} />
              {p.projectId !== null && (
                <Tooltip label="Converted into a project">
                  <Anchor
                    component={Link}
                    to={`/projects/${p.projectId}`}
                    aria-label={`Project of proposal ${p.number}`}
                    display="inline-flex"
                  >
                    <IconBriefcase size={16} aria-hidden />
                  </Anchor>
                </Tooltip>
              )}
            </Group>
          ),
        },
        proposalDate: { visibleFrom: 'sm', width: 120 },
        modifiedAt: { visibleFrom: 'md', width: 120 },
      }),
    [statuses.data],
  );

  return (
    <>
      <PageHeader title="Proposals" />
      <DataGrid
        state={grid}
        query={query}
        columns={columns}
        noun="proposals"
        onRowClick={(p) => navigate(`/proposals/${p.id}`)}
        onExport={(format, onProgress) => exportProposals(exportBodyOf(grid.request), format, onProgress)}
        actions={
          allows(scope, 'Proposal:Create') && (
            <Button component={Link} to="/proposals/create" leftSection={<IconPlus size={16} aria-hidden />}>
              Create proposal
            </Button>
          )
        }
      />
    </>
  );
}
