import {
  CLIENT_USER_TYPE_ID,
  type CurrentUser,
  createPickTicketBody,
  type PickTicketDetails,
  pickTicketStatusIds,
  type UpdatePickTicketBody,
  updatePickTicketBody,
} from '@freightdesk/contracts';
import type { StatusMove } from '../../components/detail';
import type { FormValues } from '../../components/form';

export type PickTicketFormMode = 'create' | 'edit';

/** The contract's own schemas validate the form (docs/style.md: never a second schema in the form). */
export const pickTicketFormSchema = (
  mode: PickTicketFormMode,
): typeof createPickTicketBody | typeof updatePickTicketBody =>
  mode === 'create' ? createPickTicketBody : updatePickTicketBody;

export type PickTicketFormValues = FormValues<ReturnType<typeof pickTicketFormSchema>>;

export function toFormValues(t: PickTicketDetails | undefined, projectId: number | null = null): PickTicketFormValues {
  if (!t) {
    return {
      number: '',
      projectId,
      statusId: pickTicketStatusIds.open,
      requestedDate: null,
      deliveryAddress: '',
      carrierId: null,
      driver: '',
      notes: '',
      items: [],
    };
  }
  return {
    id: t.id,
    version: t.version,
    number: t.number,
    projectId: t.projectId,
    statusId: t.statusId,
    requestedDate: t.requestedDate,
    deliveryAddress: t.deliveryAddress,
    carrierId: t.carrierId,
    driver: t.driver,
    notes: t.notes,
  };
}

/** The ticket as the update body names it, moved to another status. */
export function withStatus(t: PickTicketDetails, statusId: number): UpdatePickTicketBody {
  return {
    id: t.id,
    version: t.version,
    number: t.number,
    projectId: t.projectId,
    statusId,
    requestedDate: t.requestedDate,
    deliveryAddress: t.deliveryAddress,
    carrierId: t.carrierId,
    driver: t.driver,
    notes: t.notes,
  };
}

const ids = pickTicketStatusIds;
const startPicking: StatusMove = { to: ids.picking, label: 'Start picking', primary: true };
const markPicked: StatusMove = {
  to: ids.picked,
  label: 'Mark picked',
  primary: true,
  confirm: {
    title: 'Mark picked',
    question:
      'Marking the ticket picked lowers the quantity on hand of each inventory line by what was picked (or by its quantity when nothing was recorded), and logs it. Continue?',
    confirmLabel: 'Mark picked',
  },
};
const cancel: StatusMove = {
  to: ids.cancelled,
  label: 'Cancel ticket',
  confirm: {
    title: 'Cancel pick ticket',
    question: 'Cancelling lets go of everything its lines hold, and the ticket no longer changes. Cancel it?',
    confirmLabel: 'Cancel ticket',
    danger: true,
  },
};
const outForDelivery: StatusMove = { to: ids.outForDelivery, label: 'Out for delivery', primary: true };

/** The moves the server allows from each status, in the order they are offered. */
export function statusMoves(statusId: number): StatusMove[] {
  switch (statusId) {
    case ids.open:
      return [startPicking, { ...markPicked, primary: false }, cancel];
    case ids.picking:
      return [markPicked, { to: ids.open, label: 'Back to open' }, cancel];
    // Delivered is reached through the Deliver tab (the receiver's signature).
    case ids.picked:
      return [outForDelivery];
    case ids.outForDelivery:
      return [{ to: ids.picked, label: 'Back to picked' }];
    default:
      return [];
  }
}

/** Lines change only while the ticket is open or being picked. */
/** A client user changes or calls off a request only while it awaits the warehouse's confirmation. */
export const confirmedForClient = (t: Pick<PickTicketDetails, 'awaitingConfirmation'>, user: CurrentUser | null) =>
  user?.userTypeId === CLIENT_USER_TYPE_ID && !t.awaitingConfirmation;

export const linesOpen = (t: Pick<PickTicketDetails, 'statusId'>) =>
  t.statusId === ids.open || t.statusId === ids.picking;

/** A line by its item number, or its description when it has none. */
export const lineName = (item: { itemNumber: string; description: string }) => item.itemNumber || item.description;

export const projectOf = (t: Pick<PickTicketDetails, 'projectNumber' | 'projectName'>) =>
  [t.projectNumber, t.projectName].filter(Boolean).join(' · ');
