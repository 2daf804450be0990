import { allows, clientTypeIds, type PickTicketDetails, pickTicketStatusIds } from '@freightdesk/contracts';
import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import {
  DeleteButton,
  DetailFields,
  DetailPage,
  DetailSection,
  DrawnAfter,
  PrintButton,
  RecordActions,
  RecordStamp,
  sharedTabs,
} from '../../../components/detail';
import { fieldKit, RecordForm, RecordNumberField, useRecordScreen, ViewOnlyNote } from '../../../components/form';
import { notify } from '../../../components/notify';
import { useQuantityPicks } from '../../../components/quantityPicks';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';
import { CompanyPicker, ProjectPicker } from '../../lookups';
import { downloadPickTicketPdf, useCreatePickTicket, useDeletePickTicket, useUpdatePickTicket } from '../api';
import { DeliverTab, PickTab, PickTicketLines, ReleaseItemsPicker } from '../panels';
import {
  confirmedForClient,
  linesOpen,
  type PickTicketFormMode,
  type PickTicketFormValues,
  pickTicketFormSchema,
  projectOf,
  toFormValues,
} from '../pickTicketForm';
import { pickTicketRecord } from '../pickTicketRecord';
import { DeliveryReceiptButton } from './DeliveryReceiptButton';
import { PickTicketStatusBadge } from './PickTicketStatusBadge';
import { StatusActions } from './StatusActions';

const F = fieldKit<PickTicketFormValues>();
const FORM_ID = 'pick-ticket-form';
const carriers = [clientTypeIds.carrier];

interface PickTicketFormProps {
  mode: PickTicketFormMode;
  ticket?: PickTicketDetails;
  reload?: () => Promise<PickTicketDetails>;
  projectId?: number | null;
  projectLabel?: string;
}

/**
 * The one pick ticket screen for create and edit. Created, a ticket shows its status moves, its
 * summary, its fields, and its Lines, Files and History tabs.
 */
export function PickTicketForm({ mode, ticket: t, reload, projectId = null, projectLabel }: PickTicketFormProps) {
  const auth = useAuth();
  const { scope, user } = auth;
  const navigate = useNavigate();
  const create = useCreatePickTicket();
  const update = useUpdatePickTicket();
  const remove = useDeletePickTicket();
  // A client user's new ticket is a release request with its items chosen at once.
  const requesting = mode === 'create' && user?.userTypeId === 2;
  const released = useQuantityPicks();
  const { record, form, save, back, saving, dirty } = useRecordScreen({
    schema: pickTicketFormSchema(mode),
    record: t,
    defaultValues: toFormValues(t, projectId),
    toValues: toFormValues,
    reload,
    noun: pickTicketRecord.noun,
    named: (saved) => `Pick ticket ${saved.number}`,
    create: (values) =>
      create.mutateAsync(
        requesting
          ? {
              ...values,
              items: [...released.picked].map(([inventoryItemId, quantity]) => ({ inventoryItemId, quantity })),
            }
          : values,
      ),
    update: update.mutateAsync,
    // A request opens on its summary; a ticket of the warehouse on its lines, to fill them.
    opens: (created) => `/pick-tickets/${created.id}${requesting ? '' : '/lines'}`,
    list: { path: '/pick-tickets', label: 'pick tickets' },
    projectId,
  });
  const final = t?.statusId === pickTicketStatusIds.cancelled || t?.statusId === pickTicketStatusIds.delivered;
  const confirmed = t !== undefined && confirmedForClient(t, user);
  const canSave = allows(scope, mode === 'create' ? 'PickTicket:Create' : 'PickTicket:Update') && !final && !confirmed;
  const canUpdate = allows(scope, 'PickTicket:Update') && !confirmed;
  // A client user asks for releases; the warehouse picks and delivers them.
  const staffUpdates = canUpdate && user?.userTypeId !== 2;
  const chosenProject = useWatch({ control: form.control, name: 'projectId' }) as number | null | undefined;

  const title = requesting
    ? 'Request a release'
    : mode === 'create'
      ? 'Create Pick Ticket'
      : `Pick Ticket ${t?.number ?? ''}`;

  const fields = (
    <RecordForm record={record} onSubmit={save} id={FORM_ID} label={title} disabled={!canSave || saving}>
      <Stack gap="md">
        {!canSave && (
          <ViewOnlyNote
            noun={pickTicketRecord.noun}
            because={
              final
                ? `This pick ticket is ${t?.status.toLowerCase()}: its details no longer change.`
                : confirmed
                  ? `The warehouse confirmed ${t?.number}: ask them to change it.`
                  : undefined
            }
          />
        )}
        <DetailSection title={mode === 'create' ? 'Details' : 'Edit details'}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
              <RecordNumberField label="Pick ticket number" creating={mode === 'create'} />
              <F.PickerField
                name="projectId"
                picker={ProjectPicker}
                pickerProps={{ label: 'Project', initialLabel: t ? projectOf(t) : projectLabel }}
              />
              <F.DateField name="requestedDate" label="Requested date" />
              <F.PickerField
                name="carrierId"
                picker={CompanyPicker}
                pickerProps={{
                  label: 'Carrier',
                  placeholder: 'Search carriers',
                  noun: 'carrier',
                  types: carriers,
                  initialLabel: t?.carrierName ?? undefined,
                }}
              />
              <F.TextField name="driver" label="Driver" placeholder="The warehouse's own driver, by name" />
            </SimpleGrid>
            <F.TextAreaField
              name="deliveryAddress"
              label="Delivery address"
              placeholder="Left empty, the job site's address"
              description="Left empty, the project's job site address is used"
            />
            <F.TextAreaField name="notes" label="Notes" placeholder="Gate codes, site contact, unloading" />
          </Stack>
        </DetailSection>
        {requesting && <ReleaseItemsPicker projectId={chosenProject ?? null} picks={released} />}
      </Stack>
    </RecordForm>
  );

  return (
    <DetailPage
      title={title}
      badge={t && <PickTicketStatusBadge status={t.status} size="lg" />}
      meta={t && <RecordStamp entity={pickTicketRecord.entity} id={t.id} record={t} />}
      noun={pickTicketRecord.noun}
      back={back}
      actions={
        <RecordActions
          closeTo={back.to}
          unsaved={dirty && mode === 'edit'}
          leading={
            <>
              {t && canUpdate && <StatusActions ticket={t} disabled={dirty} staff={staffUpdates} />}
              {t && <PrintButton what="the pick ticket" download={() => downloadPickTicketPdf(t.id)} />}
              {t?.delivery && <DeliveryReceiptButton ticket={t} />}
            </>
          }
          save={
            canSave && {
              form: FORM_ID,
              label: mode === 'create' ? 'Create' : 'Save',
              loading: saving,
              variant: mode === 'edit' ? 'default' : 'filled',
            }
          }
        >
          {t && allows(scope, 'PickTicket:Delete') && linesOpen(t) && (
            <DeleteButton
              title="Delete Pick Ticket"
              question={`Please confirm you would like to delete pick ticket ${t.number}. What its lines hold goes back to the inventory. This action cannot be reversed.`}
              busy={remove.isPending}
              onDelete={async () => {
                await remove.mutateAsync(t);
                notify.success(`Pick ticket ${t.number} deleted`);
                navigate('/pick-tickets', { replace: true });
              }}
            />
          )}
        </RecordActions>
      }
      basePath={t ? `/pick-tickets/${t.id}` : undefined}
      tabs={
        t && [
          {
            path: '',
            label: 'Details',
            keepMounted: true,
            content: (
              <Stack gap="md">
                <Summary ticket={t} />
                <DrawnAfter>{fields}</DrawnAfter>
              </Stack>
            ),
          },
          {
            path: 'lines',
            label: 'Lines',
            count: t.totals.lines,
            content: <PickTicketLines ticket={t} canEdit={canUpdate} />,
          },
          ...(staffUpdates && linesOpen(t) && !t.awaitingConfirmation
            ? [{ path: 'pick', label: 'Pick', content: <PickTab ticket={t} />, goneTo: 'deliver' }]
            : []),
          ...((staffUpdates && [pickTicketStatusIds.picked, pickTicketStatusIds.outForDelivery].includes(t.statusId)) ||
          t.delivery
            ? [{ path: 'deliver', label: t.delivery ? 'Delivery' : 'Deliver', content: <DeliverTab ticket={t} /> }]
            : []),
          ...sharedTabs(pickTicketRecord, t, auth),
        ]
      }
    >
      {fields}
    </DetailPage>
  );
}

function Summary({ ticket: t }: { ticket: PickTicketDetails }) {
  const { scope } = useAuth();
  const project = projectOf(t);
  return (
    <DetailSection title="Summary">
      <DetailFields
        fields={[
          {
            label: 'Project',
            value: allows(scope, 'Project:View') ? (
              <Anchor component={Link} to={`/projects/${t.projectId}`} fw={600}>
                {project}
              </Anchor>
            ) : (
              project
            ),
          },
          { label: 'Job site', value: t.jobSiteName },
          {
            label: 'Asked for by',
            value: t.requestedBy
              ? `${t.requestedBy}${t.awaitingConfirmation ? ' · awaiting confirmation' : t.confirmedBy && t.confirmedBy !== t.requestedBy ? ` · confirmed by ${t.confirmedBy}` : ''}`
              : null,
          },
          { label: 'Requested', value: formatDate(t.requestedDate) },
          { label: 'Carrier', value: t.carrierName },
          { label: 'Driver', value: t.driver },
          { label: 'Lines', value: `${formatNumber(t.totals.lines)} (${formatNumber(t.totals.quantity)} in all)` },
          { label: 'Picked', value: formatNumber(t.totals.picked) },
          ...(t.totals.short > 0 ? [{ label: 'Picked short', value: `${t.totals.short} lines` }] : []),
          { label: 'Picked at', value: t.pickedAt ? formatDateTime(t.pickedAt) : null },
          { label: 'Delivered at', value: t.deliveredAt ? formatDateTime(t.deliveredAt) : null },
        ]}
      />
    </DetailSection>
  );
}
