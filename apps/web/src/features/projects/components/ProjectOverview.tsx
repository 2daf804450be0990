import type { ProjectDetails } from '@freightdesk/contracts';
import { Stack } from '@mantine/core';
import { DetailFields, DetailSection } from '../../../components/detail';
import { formatDate } from '../../../lib/dates';

/** The Overview tab: the project's own fields, and the companies and people it refers to. */
export function ProjectOverview({ project: p }: { project: ProjectDetails }) {
  return (
    <Stack gap="md">
      <DetailSection title="Project">
        <DetailFields
          fields={[
            { label: 'Project number', value: p.number },
            { label: 'Name', value: p.name },
            { label: 'Status', value: p.status },
            { label: 'Type', value: p.type },
            { label: 'Project manager', value: p.projectManagerName },
            // Text, not an element, so that an empty date shows the dash.
            { label: 'Start date', value: formatDate(p.startDate) },
            { label: 'End date', value: formatDate(p.endDate) },
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
    </Stack>
  );
}
