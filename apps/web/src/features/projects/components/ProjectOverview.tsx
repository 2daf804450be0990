import {
  allows,
  CLIENT_USER_TYPE_ID,
  type ProjectDataCounts,
  type ProjectDetails,
  type TeamMember,
} from '@freightdesk/contracts';
import {
  Anchor,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { IconPaperclip, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { projectTabsFor } from '../../../app/features';
import { useAuth } from '../../../auth/AuthContext';
import { DetailFields, DetailSection } from '../../../components/detail';
import { formatDate } from '../../../lib/dates';
import { useProjectTeam } from '../api';
import { ProjectStatusBadge } from './ProjectStatusBadge';

/** The Overview tab: the project's own fields, the companies it involves, and what it holds. */
export function ProjectOverview({ project: p, counts }: { project: ProjectDetails; counts?: ProjectDataCounts }) {
  const { scope, user } = useAuth();
  // Staff who edit the project choose its team on the form (a client user's form leaves it).
  const editsTeam = allows(scope, 'Project:Update') && user?.userTypeId !== CLIENT_USER_TYPE_ID;
  const seesProposals = allows(scope, 'Proposal:View');
  const team = useProjectTeam(p.id);

  return (
    <Stack gap="md">
      <DetailSection title="Project">
        <DetailFields
          fields={[
            { label: 'Project number', value: p.number },
            { label: 'Name', value: p.name },
            { label: 'Status', value: <ProjectStatusBadge status={p.status} size="md" /> },
            { label: 'Type', value: p.type },
            { label: 'Project manager', value: p.projectManagerName },
            // Text, not an element, so that an empty date shows the dash.
            { label: 'Start date', value: formatDate(p.startDate) },
            { label: 'End date', value: formatDate(p.endDate) },
            ...(seesProposals
              ? [
                  {
                    label: 'From proposal',
                    value: p.proposalId ? (
                      <Anchor component={Link} to={`/proposals/${p.proposalId}`} fw={600}>
                        Proposal {p.proposalNumber}
                      </Anchor>
                    ) : null,
                  },
                ]
              : []),
          ]}
        />
      </DetailSection>
      <DetailSection title="Companies">
        <DetailFields
          fields={[
            { label: 'Customer', value: p.customerName },
            { label: 'Job site', value: p.jobSiteName },
            { label: 'Billing client', value: p.billingClientName },
            { label: 'Third-party client', value: p.thirdPartyClientName },
          ]}
        />
      </DetailSection>
      <DetailSection title="Team">
        <TeamList members={team.data} failed={team.isError} editsTeam={editsTeam} />
      </DetailSection>
      <DetailSection title="At a glance">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
          {projectTabsFor(scope).map((tab) => (
            <GlanceTile
              key={tab.path}
              to={`/projects/${p.id}/${tab.path}`}
              icon={<tab.icon size={18} aria-hidden />}
              label={capital(tab.many)}
              count={counts?.[tab.count]}
            />
          ))}
          <GlanceTile
            to={`/projects/${p.id}/files`}
            icon={<IconPaperclip size={18} aria-hidden />}
            label="Files"
            count={counts?.files}
          />
          <GlanceTile icon={<IconUsers size={18} aria-hidden />} label="People with access" count={counts?.users} />
        </SimpleGrid>
      </DetailSection>
    </Stack>
  );
}

/** Who works on the project (who has it on their Project Access list). */
function TeamList(props: { members: TeamMember[] | undefined; failed: boolean; editsTeam: boolean }) {
  const { members, failed, editsTeam } = props;
  if (failed) return <Text size="sm">The team could not be loaded.</Text>;
  if (!members) return <Skeleton height={26} width={240} aria-label="Loading the team" />;
  if (!members.length) {
    return (
      <Text size="sm" c="dimmed">
        Nobody has this project on their Project Access list yet{editsTeam ? ': add its team on Edit.' : '.'}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="wrap" role="list" aria-label="Team">
      {members.map((m) => (
        <Badge key={m.id} role="listitem" variant="light" color="gray" tt="none" fw={500} size="lg" radius="sm">
          {m.firstName} {m.lastName}
          {m.title ? ` · ${m.title}` : ''}
        </Badge>
      ))}
    </Group>
  );
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One module's count on the overview: a link to its tab. */
function GlanceTile(props: { to?: string; icon: React.ReactNode; label: string; count: number | undefined }) {
  const body = (
    <Paper withBorder radius="md" p="sm" h="100%">
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon variant="light" size={34} radius="md">
          {props.icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text fz={20} fw={700} lh={1.2}>
            {props.count ?? '–'}
          </Text>
          <Text size="xs" c="dimmed" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {props.label}
          </Text>
        </div>
      </Group>
    </Paper>
  );
  if (!props.to) return body;
  return (
    <UnstyledButton component={Link} to={props.to} display="block">
      {body}
    </UnstyledButton>
  );
}
