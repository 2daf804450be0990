import { type ReportView, reportViewBody } from '@freightdesk/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useFormState, useWatch } from 'react-hook-form';
import { Dialog } from '../../../components/Dialog';
import { type FormValues, fieldKit, RecordForm, useRecordForm } from '../../../components/form';
import { notify } from '../../../components/notify';
import { type ReportRequest, useSaveView } from '../api';
import { viewNamed } from '../reportViews';

type ViewValues = FormValues<typeof reportViewBody>;
const F = fieldKit<ViewValues>();
const FORM_ID = 'report-view-form';

interface SaveViewFormProps {
  /** The filters and order to save: the address's. */
  request: ReportRequest;
  /** The user's views of the report, to say which one a name replaces. */
  views: readonly ReportView[];
  /** The view shown now: its name is offered, so saving again updates it. */
  current: ReportView | undefined;
  onClose: () => void;
}

/**
 * Saves the report's filters and sort under a name. Enter saves; a name the user has given
 * another view of the report (in any case) replaces that view, and the field says so first. The
 * dialog stays mounted while closed, so it gives the focus back; its form is new at each opening.
 */
export function SaveViewDialog({ opened, ...props }: SaveViewFormProps & { opened: boolean }) {
  return (
    <Dialog opened={opened} onClose={props.onClose} title="Save view" size="sm">
      <SaveViewForm {...props} />
    </Dialog>
  );
}

function SaveViewForm({ request, views, current, onClose }: SaveViewFormProps) {
  const save = useSaveView();
  const record = useRecordForm({
    schema: reportViewBody,
    defaultValues: { ...request, name: current?.name ?? '' } as ViewValues,
    noun: 'view',
  });
  const { control } = record.form;
  const { isSubmitting } = useFormState({ control });
  const replaced = viewNamed(views, useWatch({ control, name: 'name' }) ?? '');
  const submit = record.submit(async (body) => {
    const saved = await save.mutateAsync(body);
    notify.success(`View “${saved.name}” ${replaced ? 'updated' : 'saved'}`);
    onClose();
    return undefined;
  });
  return (
    <Stack gap="md">
      <Text size="sm">The filters and sort on screen, under a name, to open again from Views.</Text>
      <RecordForm record={record} onSubmit={submit} id={FORM_ID} label="Save view" disabled={isSubmitting}>
        <F.TextField
          name="name"
          label="Name"
          maxLength={80}
          description={replaced ? `Replaces your view “${replaced.name}”.` : undefined}
          data-autofocus
        />
      </RecordForm>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" form={FORM_ID} loading={isSubmitting}>
          Save view
        </Button>
      </Group>
    </Stack>
  );
}
