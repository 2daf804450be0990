import type { PickTicketDetails } from '@freightdesk/contracts';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import type { Notify } from '../../platform/notify';
import { scopeOf } from '../../platform/scope';
import { projectManagerOf } from '../project';
import type { UserService } from '../user';

/** What the pick ticket module asks of others to tell people about releases. */
export interface TicketNoticeDeps {
  /** The notifications module's schedule, in the ticket's transaction. */
  notify?: Notify;
  /** The users module: who on a project holds a permission. */
  holders?: UserService['holdersOf'];
}

const link = (t: PickTicketDetails) => `/pick-tickets/${t.id}`;
/** The notices asking staff to confirm a client's request, withdrawn once it is answered. */
const requestSource = (ticketId: number) => `pickTicket:${ticketId}:request`;

/**
 * Who hears of a release: asked for (the project's staff who may update pick tickets), and
 * picked or delivered (whoever asked for it and the project's manager). Nobody is told of their
 * own doing.
 */
export function ticketNotices({ notify, holders }: TicketNoticeDeps) {
  async function tell(
    tx: Executor,
    actor: Actor,
    t: PickTicketDetails,
    to: (number | null)[],
    title: string,
    text: string,
    source?: string,
  ) {
    const readers = [...new Set(to.filter((u): u is number => u !== null && u !== actor.id))];
    if (!notify || !readers.length) return;
    await notify.schedule(
      actor,
      readers.map((userId) => ({
        userId,
        title,
        text,
        link: link(t),
        projectId: t.projectId,
        scheduledFor: new Date(),
        ...(source ? { source } : {}),
      })),
      tx,
    );
  }

  return {
    async requested(tx: Executor, actor: Actor, t: PickTicketDetails) {
      const staff = holders
        ? await holders(actor, { projectId: t.projectId, permission: 'PickTicket:Update', staffOnly: true }, tx)
        : [];
      const when = t.requestedDate ? ` for ${t.requestedDate}` : '';
      await tell(
        tx,
        actor,
        t,
        staff,
        `Release requested: ${t.number}`,
        `${actor.userName} asked for a release of project ${t.projectNumber}'s goods${when}: ${t.totals.lines} line${t.totals.lines === 1 ? '' : 's'}. Confirm it to pick it.`,
        requestSource(t.id),
      );
    },
    /** The request was answered (confirmed, called off or deleted): its "confirm it" notice ends. */
    async answered(tx: Executor, actor: Actor, ticketId: number) {
      await notify?.unschedule(actor, requestSource(ticketId), tx);
    },
    async picked(tx: Executor, actor: Actor, t: PickTicketDetails) {
      const short = t.totals.short ? `, ${t.totals.short} line${t.totals.short === 1 ? '' : 's'} short` : '';
      await tell(
        tx,
        actor,
        t,
        [t.requestedById, await projectManagerOf(tx, scopeOf(actor), t.projectId)],
        `Picked: ${t.number}`,
        `The goods of ${t.number} (project ${t.projectNumber}) are picked${short} and ready for delivery.`,
      );
    },
    async delivered(tx: Executor, actor: Actor, t: PickTicketDetails, exceptions: number) {
      const note = exceptions ? `, ${exceptions} line${exceptions === 1 ? '' : 's'} damaged or short` : '';
      await tell(
        tx,
        actor,
        t,
        [t.requestedById, await projectManagerOf(tx, scopeOf(actor), t.projectId)],
        `Delivered: ${t.number}`,
        `${t.number} (project ${t.projectNumber}) was delivered, received by ${t.delivery?.receiverName ?? 'the site'}${note}.`,
      );
    },
  };
}
export type TicketNotices = ReturnType<typeof ticketNotices>;
