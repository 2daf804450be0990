import { type ReportSpec, reportCadences, reportScheduleBody } from '@freightdesk/contracts';
import { Button, Group, Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { useFormState, useWatch } from 'react-hook-form';
import { Dialog } from '../../../components/Dialog';
import { type FormValues, fieldKit, RecordForm, useRecordForm } from '../../../components/form';
import { useField } from '../../../components/form/useField';
import { notify } from '../../../components/notify';
import { formatDateTime } from '../../../lib/dates';
import { type ReportRequest, useScheduleReport } from '../api';
import { cadenceLabels, coverageOf, formatLabels } from '../reportSchedules';
import { RecipientsField } from './RecipientsField';

type ScheduleValues = FormValues<typeof reportScheduleBody>;
const F = fieldKit<ScheduleValues>();
const FORM_ID = 'report-schedule-form';
const cadences = reportCadences.map((c) => ({ value: c, label: cadenceLabels[c] }));
const formats = (['pdf', 'xlsx'] as const).map((f) => ({ value: f, label: formatLabels[f] }));

interface ScheduleFormProps {
  spec: ReportSpec;
  /** The report as the address shows it: each mailing has these filters and this order. */
  request: ReportRequest;
  /** The saved view shown, whose name is offered for the mailing. */
  name: string | undefined;
  onClose: () => void;
}

/**
 * Mails the report on a schedule, filtered and sorted as on screen: its name (the mail's subject
 * after the report's title), PDF or Excel, weekly or monthly, and to whom. The server checks the
 * recipients (active staff) and says on the field which it refused. The dialog stays mounted
 * while closed, so it gives the focus back; its form is new at each opening.
 */
export function ScheduleDialog({ opened, ...props }: ScheduleFormProps & { opened: boolean }) {
  return (
    <Dialog opened={opened} onClose={props.onClose} title={`Schedule ${props.spec.title}`} size="md">
      <ScheduleForm {...props} />
    </Dialog>
  );
}

function ScheduleForm({ spec, request, name, onClose }: ScheduleFormProps) {
  const schedule = useScheduleReport();
  const record = useRecordForm({
    schema: reportScheduleBody,
    defaultValues: {
      ...request,
      name: name ?? '',
      format: 'pdf',
      cadence: 'weekly',
      recipientIds: [],
    } as ScheduleValues,
    noun: 'schedule',
  });
  const { control } = record.form;
  const { isSubmitting } = useFormState({ control });
  const cadence = useWatch({ control, name: 'cadence' }) === 'monthly' ? 'monthly' : 'weekly';
  const submit = record.submit(async (body) => {
    const made = await schedule.mutateAsync(body);
    notify.success(`${spec.title} scheduled: first mailed ${formatDateTime(made.nextRunAt)}`);
    onClose();
    return undefined;
  });
  return (
    <Stack gap="md">
      <Text size="sm">Mails the report with the filters and sort on screen, at 07:00 warehouse time.</Text>
      <RecordForm record={record} onSubmit={submit} id={FORM_ID} label="Schedule report" disabled={isSubmitting}>
        <Stack gap="sm">
          <F.TextField
            name="name"
            label="Name"
            description={`The mail’s subject: “${spec.title}: name”.`}
            maxLength={80}
            data-autofocus
          />
          <FormatField />
          <F.RadioGroupField
            name="cadence"
            label="How often"
            description={coverageOf(spec, request.filters ?? {}, cadence)}
            options={cadences}
          />
          <RecipientsField<ScheduleValues> name="recipientIds" />
        </Stack>
      </RecordForm>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" form={FORM_ID} loading={isSubmitting}>
          Schedule
        </Button>
      </Group>
    </Stack>
  );
}

/** PDF or Excel, side by side: two choices read faster as a switch than as a list. */
function FormatField() {
  const { field, error } = useField<ScheduleValues>('format', true);
  return (
    <Input.Wrapper id="report-schedule-format" label="Format" labelElement="div" error={error}>
      <SegmentedControl
        ref={field.ref}
        aria-labelledby="report-schedule-format-label"
        display="flex"
        w="fit-content"
        data={formats}
        value={field.value ?? 'pdf'}
        onChange={field.onChange}
      />
    </Input.Wrapper>
  );
}
