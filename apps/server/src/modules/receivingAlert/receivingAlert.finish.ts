import { eq, sql } from 'drizzle-orm';
import { type Executor, inTransaction } from '../../db/executor';
import { recordAudit } from '../../platform/audit/audit';
import type { Actor } from '../../platform/auth/actor';
import { conflict } from '../../platform/errors';
import { scopeOf } from '../../platform/scope';
import { putAway, type ReceivedLine } from '../inventory';
import { projects } from '../project';
import { lockPoLines, moveReceived } from '../purchaseOrder';
import { ENTITY, openRa, today } from './receivingAlert.lines';
import { itemsOf, raOf } from './receivingAlert.read';
import { conditionOf, partsOf, plain } from './receivingAlert.receipt';
import type { RaServiceDeps } from './receivingAlert.service';
import { raItems, receivingAlerts } from './receivingAlert.table';

/**
 * Finishing, all or nothing: every line is settled (not received counts as 0, short), what
 * arrived goes into the project's inventory split by condition (the good goods and the damaged
 * ones each an inventory item of the line, with its first item-log row), the PO lines take the
 * received quantities (damaged ones too: they arrived) and their POs' statuses follow, the alert
 * becomes Received, and the project manager and the alert's creator hear of damaged, short and
 * over lines. The alert is locked while it finishes, so finishing twice is a 409.
 */
export function raFinish({ db, notify }: RaServiceDeps) {
  return async function finish(actor: Actor, id: number) {
    return inTransaction(db, undefined, async (tx) => {
      const ra = await openRa(tx, actor, id);
      const lines = await itemsOf(tx, id);
      if (!lines.length) throw conflict(`Receiving alert ${ra.number} has no lines to receive.`);
      // The PO lines (and their POs) before anything moves: every writer of PO lines takes them in one order.
      await lockPoLines(
        tx,
        lines.flatMap((l) => (l.poItemId === null ? [] : [l.poItemId])),
      );
      const settled = lines.map((l) => {
        const received = l.quantityReceived ?? '0.000';
        const damaged = l.quantityReceived === null ? '0.000' : (l.quantityDamaged ?? '0.000');
        return {
          ...l,
          received,
          damaged,
          receivedDate: l.receivedDate ?? today(),
          condition: conditionOf(l.quantityExpected, received, damaged)!,
          parts: partsOf(l),
        };
      });
      const shelved: (ReceivedLine & { line: number })[] = settled.flatMap((l, line) =>
        l.parts.map((p) => ({
          line,
          raItemId: l.id,
          poItemId: l.poItemId,
          itemNumber: l.itemNumber,
          description: l.description,
          unitOfMeasure: l.unitOfMeasure,
          quantity: p.quantity,
          weight: p.weight,
          pieces: p.pieces,
          location: l.location,
          condition: p.condition,
          receivedDate: l.receivedDate,
        })),
      );
      const inventoryIds = await putAway(tx, actor, ra.projectId, ra.number, shelved);
      const itemOf = (line: number, condition: string) => {
        const k = shelved.findIndex((s) => s.line === line && s.condition === condition);
        return k >= 0 ? inventoryIds[k]! : null;
      };
      for (const [k, l] of settled.entries()) {
        await tx
          .update(raItems)
          .set({
            quantityReceived: l.received,
            quantityDamaged: l.damaged,
            receivedDate: l.receivedDate,
            condition: l.condition,
            inventoryItemId: itemOf(k, 'Good'),
            damagedInventoryItemId: itemOf(k, 'Damaged'),
            modifiedBy: actor.userName,
            modifiedAt: new Date(),
            version: sql`${raItems.version} + 1`,
          })
          .where(eq(raItems.id, l.id));
        if (l.poItemId !== null && Number(l.received) > 0) await moveReceived(tx, actor, l.poItemId, l.received);
      }
      const receivedDate =
        settled
          .map((l) => l.receivedDate)
          .sort()
          .at(-1) ?? today();
      await tx
        .update(receivingAlerts)
        .set({
          status: 'Received',
          receivedDate,
          modifiedBy: actor.userName,
          modifiedAt: new Date(),
          version: sql`${receivingAlerts.version} + 1`,
        })
        .where(eq(receivingAlerts.id, id));
      const after = await raOf(tx, scopeOf(actor), id);
      await recordAudit(tx, actor, ENTITY, id, 'update', [
        { field: 'status', before: ra.status, after: 'Received' },
        {
          field: 'received',
          before: null,
          after: settled.map(
            (l) =>
              `${l.itemNumber || l.description}: ${plain(l.received)} ${l.unitOfMeasure} ${l.condition}${Number(l.damaged) > 0 ? ` (${plain(l.damaged)} damaged)` : ''}`,
          ),
        },
      ]);
      await tellOfExceptions(tx, after, settled.length, notify);
      return after;
    });
  };
}

/** The project manager and the alert's creator hear of damaged, short and over lines. */
async function tellOfExceptions(
  tx: Executor,
  ra: Awaited<ReturnType<typeof raOf>>,
  lineCount: number,
  notify: RaServiceDeps['notify'],
) {
  const { damaged, short, over } = ra.totals;
  if (damaged + short + over === 0) return;
  const [project] = await tx
    .select({ managerId: projects.projectManagerId })
    .from(projects)
    .where(eq(projects.id, ra.projectId));
  const [creator] = await tx
    .select({ id: receivingAlerts.createdById })
    .from(receivingAlerts)
    .where(eq(receivingAlerts.id, ra.id));
  const to = [...new Set([project?.managerId, creator?.id].filter((u): u is number => Boolean(u)))];
  const parts = [damaged ? `${damaged} damaged` : '', short ? `${short} short` : '', over ? `${over} over` : ''].filter(
    Boolean,
  );
  for (const userId of to) {
    await notify(
      {
        userId,
        title: `Receiving exceptions on ${ra.number}`,
        text: `Project ${ra.projectNumber}: ${parts.join(', ')} of ${lineCount} line${lineCount === 1 ? '' : 's'} received.`,
        link: `/receiving-alerts/${ra.id}`,
        projectId: ra.projectId,
        scheduledFor: new Date(),
      },
      tx,
    );
  }
}
