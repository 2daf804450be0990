import { type ReportKey, type ReportSpec, reportCatalogue, reportKeys, reportSpecOf } from '@freightdesk/contracts';
import { EmptyState, List, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import {
  type Icon,
  IconBuildingWarehouse,
  IconChartBarOff,
  IconReportMoney,
  IconShoppingCart,
} from '@tabler/icons-react';
import { ErrorState } from '../../../components/ErrorState';
import { LinkTile } from '../../../components/LinkTile';
import { PageHeader } from '../../../components/PageHeader';
import { useReportCatalogue } from '../api';
import { ScheduledReports } from '../components/ScheduledReports';
import { describeNeeds } from '../reportNeeds';

type Group = ReportSpec['group'];

/** The catalogue's groups in the order goods and money flow, each with its picture. */
const groups: { group: Group; icon: Icon }[] = [
  { group: 'Warehouse', icon: IconBuildingWarehouse },
  { group: 'Purchasing', icon: IconShoppingCart },
  { group: 'Money', icon: IconReportMoney },
];

const specsOf = (group: Group) => reportKeys.map(reportSpecOf).filter((s) => s.group === group);

/**
 * /reports: the reports the user may run (the server answers which), grouped, each a card that
 * opens it; then the user's own scheduled mailings.
 */
export default function ReportCataloguePage() {
  const catalogue = useReportCatalogue();
  return (
    <>
      <PageHeader title="Reports" />
      {catalogue.isError ? (
        <ErrorState
          title="Could not load the reports"
          error={catalogue.error}
          onRetry={() => void catalogue.refetch()}
        />
      ) : !catalogue.data ? (
        <CatalogueSkeleton />
      ) : catalogue.data.reports.length === 0 ? (
        <NoReports />
      ) : (
        <Stack gap="xl">
          {groups.map(({ group, icon }) => (
            <ReportGroup key={group} group={group} icon={icon} reports={catalogue.data.reports} />
          ))}
          <ScheduledReports />
        </Stack>
      )}
    </>
  );
}

function ReportGroup({ group, icon, reports }: { group: Group; icon: Icon; reports: readonly ReportKey[] }) {
  const shown = reports.filter((key) => reportCatalogue[key].group === group);
  if (!shown.length) return null;
  return (
    <section aria-labelledby={`reports-${group}`}>
      <Title order={2} fz="lg" mb="sm" id={`reports-${group}`}>
        {group}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {shown.map((key) => (
          <LinkTile
            key={key}
            to={`/reports/${key}`}
            icon={icon}
            title={reportCatalogue[key].title}
            text={reportCatalogue[key].description}
          />
        ))}
      </SimpleGrid>
    </section>
  );
}

/** Reports:View alone runs nothing: each report also reads a module, and says which. */
function NoReports() {
  return (
    <EmptyState
      variant="light"
      icon={<IconChartBarOff aria-hidden />}
      title="No report is available to you"
      description="Each report reads the records of other modules, and needs permission to view them. Ask an administrator for the permissions of the reports you need:"
      maw={640}
      mx="auto"
      py="xl"
    >
      <List ta="left" size="sm" spacing={4}>
        {groups.map(({ group }) => (
          <List.Item key={group}>
            {group} reports: {describeNeeds(specsOf(group))}
          </List.Item>
        ))}
      </List>
    </EmptyState>
  );
}

function CatalogueSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading the reports">
      <Skeleton height={24} width={140} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={96} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
