import { allows, clientTypeIds, PROPOSAL_ACCEPTED, type ProposalDetails } from '@freightdesk/contracts';
import { Alert, Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { DetailPage, DetailSection, RecordActions, RecordStamp, sharedTabs } from '../../../components/detail';
import { fieldKit, RecordForm, RecordNumberField, useRecordScreen, ViewOnlyNote } from '../../../components/form';
import { CompanyPicker, ProposalStatusPicker, proposalStatusesQuery } from '../../lookups';
import { useConvertedProject, useCreateProposal, useUpdateProposal } from '../api';
import { type ProposalFormMode, type ProposalFormValues, proposalFormSchema, toFormValues } from '../proposalForm';
import { proposalRecord } from '../proposalRecord';
import { ConvertButton } from './ConvertButton';
import { DeleteProposalButton } from './DeleteProposalButton';
import { ProposalLines } from './ProposalLines';
import { ProposalStatusBadge } from './ProposalStatusBadge';

const F = fieldKit<ProposalFormValues>();
const FORM_ID = 'proposal-form';
const jobSites = [clientTypeIds.property];

interface ProposalFormProps {
  mode: ProposalFormMode;
  proposal?: ProposalDetails;
  reload?: () => Promise<ProposalDetails>;
}

/** The one proposal screen for create and edit: its details and estimated lines, conversion and history. */
export function ProposalForm({ mode, proposal, reload }: ProposalFormProps) {
  const auth = useAuth();
  const { scope } = auth;
  const _navigate = useNavigate();
  const create = useCreateProposal();
  const update = useUpdateProposal();
  const statuses = useQuery(proposalStatusesQuery());
  const { record, form, save, back, saving, dirty } = useRecordScreen({
    schema: proposalFormSchema(mode),
    record: proposal,
    defaultValues: toFormValues(proposal),
    toValues: toFormValues,
    reload,
    noun: proposalRecord.noun,
    named: (saved) => `Proposal ${saved.number}`,
    create: create.mutateAsync,
    update: update.mutateAsync,
    opens: (created) => `/proposals/${created.id}`,
    list: { path: '/proposals', label: 'proposals' },
  });
  const seesProjects = allows(scope, 'Project:View');
  const project = useConvertedProject(proposal?.projectId ?? null, seesProjects);
  const canSave = allows(scope, mode === 'create' ? 'Proposal:Create' : 'Proposal:Update');
  const canDelete = mode === 'edit' && allows(scope, 'Proposal:Delete') && proposal?.projectId === null;
  const canConvert =
    proposal?.status === PROPOSAL_ACCEPTED &&
    proposal.projectId === null &&
    allows(scope, 'Project:Create') &&
    allows(scope, 'Proposal:Update');

  // A new proposal starts as a draft, once the statuses are known.
  const draftId = statuses.data?.find((s) => s.name.toLowerCase() === 'draft')?.id;
  useEffect(() => {
    if (mode === 'create' && draftId !== undefined && form.getValues('statusId') === null) {
      form.resetField('statusId', { defaultValue: draftId });
    }
  }, [mode, draftId, form]);

  const title = mode === 'create' ? 'Create Proposal' : `Proposal ${proposal?.number ?? ''}`;
  const projectLabel = project.data ? `project ${project.data.number}` : 'its project';
  const details = (
    <RecordForm record={record} onSubmit={save} id={FORM_ID} label={title} disabled={!canSave || saving}>
      <Stack gap="md">
        {proposal?.projectId != null && (
          <Alert color="green" variant="light" icon={<IconBriefcase size={20} aria-hidden />}>
            <Text size="sm">
              This proposal became{' '}
              <Anchor component={Link} to={`/projects/${proposal.projectId}`} fw={600} size="sm">
                {projectLabel}
              </Anchor>
              .
            </Text>
          </Alert>
        )}
        {canConvert && (
          <Alert color="green" variant="light" icon={<IconCircleCheck size={20} aria-hidden />}>
            <Text size="sm">
              {proposal.jobSiteId === null
                ? 'This proposal was accepted. Give it a job site, then convert it into a project.'
                : 'This proposal was accepted: convert it into a project to start the job.'}
            </Text>
          </Alert>
        )}
        {!canSave && <ViewOnlyNote noun={proposalRecord.noun} />}
        <DetailSection title="Details">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
              <RecordNumberField label="Proposal number" creating={mode === 'create'} />
              <F.PickerField
                name="customerId"
                picker={CompanyPicker}
                pickerProps={{
                  label: 'Customer',
                  placeholder: 'Search customers',
                  noun: 'customer',
                  initialLabel: proposal?.customerName,
                }}
              />
              <F.PickerField
                name="jobSiteId"
                picker={CompanyPicker}
                pickerProps={{
                  label: 'Job site',
                  placeholder: 'Search properties',
                  noun: 'job site',
                  types: jobSites,
                  initialLabel: proposal?.jobSiteName ?? undefined,
                }}
              />
              <F.PickerField name="statusId" picker={ProposalStatusPicker} pickerProps={{ label: 'Status' }} />
              <F.DateField name="proposalDate" label="Date" />
              <F.DateField name="validUntil" label="Valid until" />
            </SimpleGrid>
            <F.TextAreaField name="description" label="Description" placeholder="What the job is" />
          </Stack>
        </DetailSection>
        <DetailSection title="Estimated lines">
          <ProposalLines disabled={!canSave || saving} />
        </DetailSection>
      </Stack>
    </RecordForm>
  );

  return (
    <DetailPage
      title={title}
      badge={proposal && <ProposalStatusBadge status={proposal.status} size="lg" />}
      meta={proposal && <RecordStamp entity={proposalRecord.entity} id={proposal.id} record={proposal} />}
      noun={proposalRecord.noun}
      back={back}
      actions={
        <RecordActions
          closeTo="/proposals"
          unsaved={dirty && mode === 'edit'}
          save={{ form: FORM_ID, label: mode === 'create' ? 'Create' : 'Save', loading: saving, disabled: !canSave }}
        >
          {canDelete && proposal && <DeleteProposalButton proposal={proposal} />}
          {canConvert && <ConvertButton proposal={proposal} dirty={dirty} />}
        </RecordActions>
      }
      basePath={proposal ? `/proposals/${proposal.id}` : undefined}
      tabs={
        proposal && [
          { path: '', label: 'Details', content: details, keepMounted: true },
          ...sharedTabs(proposalRecord, proposal, auth),
        ]
      }
    >
      {details}
    </DetailPage>
  );
}
