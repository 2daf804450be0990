import {
  CLIENT_USER_TYPE_ID,
  clientTypeIds,
  type createRaBody,
  type RaDetails,
  type updateRaBody,
} from '@freightdesk/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { conflict, fieldError } from '../../platform/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { lockNumbering, type NumberSequence, nextNumber, numberTaken, versionedUpdate } from '../../platform/kit';
import type { Notify } from '../../platform/notify';
import { Quantity } from '../../platform/quantity';
import { checkReferences, type Reference } from '../../platform/references';
import { scopeOf } from '../../platform/scope';
import { companyOfType } from '../client';
import type { InventoryService } from '../inventory';
import { projectOfScope } from '../project';
import { type PoLines, purchaseOrderOfProject } from '../purchaseOrder';
import { type ShipmentCarried, shipmentOfProject } from '../shipment';
import type { UserService } from '../user';
import { previewRaLines } from './raImport';
import { takePoLines } from './receivingAlert.expect';
import { raArrive, raFinish } from './receivingAlert.finish';
import { byHand, insertLines, type NewLine, openRa, raHistory, raLineWrites } from './receivingAlert.lines';
import { raQueries } from './receivingAlert.queries';
import { raOf, whoHearsOf } from './receivingAlert.read';
import { expectAgain, type ShipmentLinePick, shipmentLines } from './receivingAlert.shipmentLines';
import { RA } from './receivingAlert.statuses';
import { receivingAlerts } from './receivingAlert.table';

type CreateInput = z.output<typeof createRaBody>;
type UpdateInput = z.output<typeof updateRaBody>;
type Heading = Omit<CreateInput, 'items'>;
type PoLineRequest = { poItemId: number; quantity: string };

/** RA-30001 on: the number an alert left blank gets. */
const RA_NUMBERS: NumberSequence = {
  table: receivingAlerts,
  column: receivingAlerts.number,
  prefix: 'RA',
  floor: 30000,
};

/** What receiving uses of other modules, each asked through its services (given in receivingAlert.module.ts). */
export interface RaServiceDeps {
  db: Executor;
  /** Tells users (the notifications module's schedule), in the alert's transaction. */
  notify: Notify;
  /** The PO module: what is left of its lines, and expecting and receiving a set of them. */
  poLines: Pick<PoLines, 'expect' | 'receive' | 'leftToReceive' | 'heading'>;
  /** The shipment module: a shipment's lines, its row taken, for an alert to expect. */
  shipments: ShipmentCarried;
  /** The inventory module: what arrived, put away as a set. */
  inventory: Pick<InventoryService, 'putAway'>;
  /** The users module: who on a project holds a permission (whom an advance notice is told). */
  holders: UserService['holdersOf'];
}

const carriers = companyOfType(clientTypeIds.carrier, 'Pick a carrier.');

/**
 * Every id an alert names, checked in one place (platform/references.ts): its project (which the
 * caller sees, else a 404), a PO and a shipment of that project, a carrier.
 */
function referencesOf(actor: Actor, a: Pick<Heading, 'projectId' | 'purchaseOrderId' | 'shipmentId' | 'carrierId'>) {
  const scope = scopeOf(actor);
  return [
    { field: 'projectId', id: a.projectId, check: projectOfScope(scope) },
    { field: 'purchaseOrderId', id: a.purchaseOrderId, check: purchaseOrderOfProject(scope, a.projectId) },
    { field: 'shipmentId', id: a.shipmentId, check: shipmentOfProject(scope, a.projectId) },
    { field: 'carrierId', id: a.carrierId, check: carriers },
  ] satisfies Reference[];
}

export function createRaService(deps: RaServiceDeps) {
  const { db, notify, poLines, holders } = deps;

  async function create(tx: Executor, actor: Actor, input: Heading, lines: NewLine[]): Promise<RaDetails> {
    await checkReferences(tx, referencesOf(actor, input));
    const advanceNotice = actor.userTypeId === CLIENT_USER_TYPE_ID;
    const number = await nextNumber(tx, RA_NUMBERS, input.number);
    const created = await raHistory.create(tx, actor, async () => {
      const [row] = await tx
        .insert(receivingAlerts)
        .values({
          number,
          projectId: input.projectId,
          purchaseOrderId: input.purchaseOrderId,
          shipmentId: input.shipmentId,
          carrierId: input.carrierId,
          expectedDate: input.expectedDate,
          reference: input.reference,
          notes: input.notes,
          advanceNotice,
          createdById: actor.id,
          createdBy: actor.userName,
          modifiedBy: actor.userName,
        })
        .returning({ id: receivingAlerts.id });
      return row!.id;
    });
    await insertLines(tx, actor, created.id, lines);
    // A client user's alert is an advance notice: the project manager and the project's staff with RA:Update hear of it.
    if (advanceNotice) {
      const { projectManagerId } = await whoHearsOf(tx, scopeOf(actor), created.id);
      const staff = await holders(actor, { projectId: input.projectId, permission: 'RA:Update', staffOnly: true }, tx);
      const to = new Set([...(projectManagerId ? [projectManagerId] : []), ...staff]);
      const text = `${actor.userName} announced a delivery for project ${created.projectNumber}${input.expectedDate ? ` expected ${input.expectedDate}` : ''}: ${lines.length} line${lines.length === 1 ? '' : 's'}.`;
      await notify.schedule(
        actor,
        [...to].map((userId) => ({
          userId,
          title: `Delivery announced: ${created.number}`,
          text,
          link: `/receiving-alerts/${created.id}`,
          projectId: input.projectId,
          scheduledFor: new Date(),
        })),
        tx,
      );
    }
    return raOf(tx, scopeOf(actor), created.id);
  }

  /** PO lines as an alert's lines: taken (never more than is left to expect), each with its share of the line's weight and pieces. */
  async function poLinesAsExpected(tx: Executor, actor: Actor, projectId: number, items: PoLineRequest[]) {
    const lines = items.map((r, i) => ({ ...r, field: `items.${i}.quantity` }));
    const taken = await takePoLines(poLines, actor, { projectId, lines }, tx);
    return taken.map((line, i) => {
      return {
        purchaseOrderId: line.purchaseOrderId,
        line: {
          poItemId: line.poItemId,
          shipmentItemId: null,
          itemNumber: line.itemNumber,
          description: line.description,
          unitOfMeasure: line.unitOfMeasure,
          quantityExpected: items[i]!.quantity,
          ...Quantity.share(line, items[i]!.quantity),
        } satisfies NewLine,
      };
    });
  }

  return {
    ...raQueries(deps),
    ...raLineWrites(db),
    finish: raFinish(deps),
    arrive: raArrive(deps),

    /** A packing list read for a project the caller sees (a 404 otherwise), as lines to enter; nothing is written. */
    async importPreview(actor: Actor, input: { projectId: number; files: UploadedFile[] }) {
      await checkReferences(db, [{ field: 'projectId', id: input.projectId, check: projectOfScope(scopeOf(actor)) }]);
      if (input.files.length !== 1) throw fieldError('file', 'Choose one CSV or Excel (.xlsx) file.');
      return previewRaLines(input.files[0]!);
    },

    create: (actor: Actor, input: CreateInput, tx?: Executor) =>
      inTransaction(db, tx, (tx) => create(tx, actor, input, input.items.map(byHand))).catch(
        numberTaken('receiving alert'),
      ),

    fromPo(
      actor: Actor,
      input: { purchaseOrderId: number; expectedDate: string | null; items: PoLineRequest[] },
      tx?: Executor,
    ) {
      return inTransaction(db, tx, async (tx) => {
        // The number's lock before the PO lines' (see lockNumbering).
        await lockNumbering(tx, RA_NUMBERS);
        const po = await poLines.heading(actor, input.purchaseOrderId, tx);
        const lines = await poLinesAsExpected(tx, actor, po.projectId, input.items);
        const foreign = lines.findIndex((l) => l.purchaseOrderId !== po.id);
        if (foreign >= 0) throw fieldError(`items.${foreign}.poItemId`, 'Pick a line of this PO.');
        const heading = { number: '', projectId: po.projectId, purchaseOrderId: po.id, shipmentId: null };
        const rest = { carrierId: null, expectedDate: input.expectedDate, reference: '', notes: '' };
        return create(
          tx,
          actor,
          { ...heading, ...rest },
          lines.map((l) => l.line),
        );
      }).catch(numberTaken('receiving alert'));
    },

    addPoLines(actor: Actor, input: { receivingAlertId: number; items: PoLineRequest[] }, tx?: Executor) {
      return inTransaction(db, tx, async (tx) => {
        const ra = await openRa(tx, actor, input.receivingAlertId);
        const lines = await poLinesAsExpected(tx, actor, ra.projectId, input.items);
        await insertLines(
          tx,
          actor,
          ra.id,
          lines.map((l) => l.line),
        );
        return raOf(tx, scopeOf(actor), ra.id);
      });
    },

    fromShipment(
      actor: Actor,
      input: { shipmentId: number; receivingAlertId: number | null; items?: ShipmentLinePick[] },
      tx?: Executor,
    ) {
      const { shipmentId, receivingAlertId: raId } = input;
      return inTransaction(db, tx, async (tx) => {
        // A new alert takes the number's lock before the shipment's (see lockNumbering).
        if (raId === null) await lockNumbering(tx, RA_NUMBERS);
        const {
          shipment: s,
          lines,
          purchaseOrderIds,
        } = await shipmentLines(deps, actor, { shipmentId, picks: input.items }, tx);
        if (raId !== null) {
          const ra = await openRa(tx, actor, raId);
          if (ra.projectId !== s.projectId) {
            throw fieldError('receivingAlertId', 'Pick an alert of the shipment’s project.');
          }
          await insertLines(tx, actor, raId, lines);
          return raOf(tx, scopeOf(actor), raId);
        }
        const heading = {
          number: '',
          projectId: s.projectId,
          purchaseOrderId: purchaseOrderIds.length === 1 ? purchaseOrderIds[0]! : null,
          shipmentId,
        };
        const rest = { carrierId: s.carrierId, expectedDate: s.expectedDate, reference: s.trackingNumber, notes: '' };
        return create(tx, actor, { ...heading, ...rest }, lines);
      }).catch(numberTaken('receiving alert'));
    },

    update(actor: Actor, input: UpdateInput, tx?: Executor) {
      return inTransaction(db, tx, async (tx) => {
        const before = await raOf(tx, scopeOf(actor), input.id, true);
        if (before.status === RA.received) {
          throw conflict(`Receiving alert ${before.number} was received and can no longer change.`);
        }
        if (before.status === RA.cancelled && input.status !== RA.expected) {
          throw conflict(`Receiving alert ${before.number} is cancelled; set it back to Expected to change it.`);
        }
        if (input.status === RA.received) throw fieldError('status', 'Finish receiving to mark the alert received.');
        if (input.status === RA.cancelled && before.totals.linesReceived > 0) {
          throw conflict(`Lines of ${before.number} were received already; finish it instead of cancelling.`);
        }
        if (input.projectId !== before.projectId) throw fieldError('projectId', 'An alert stays with its project.');
        await checkReferences(tx, referencesOf(actor, { ...input, projectId: before.projectId }));
        // Expected again, a cancelled alert takes its goods back: only while they are still left to expect.
        if (before.status === RA.cancelled) await expectAgain(poLines, actor, before, tx);
        // Receiving is the dock's: a save of the heading keeps the alert where its lines put it.
        const status = input.status === RA.receiving ? before.status : (input.status ?? before.status);
        return raHistory.update(tx, actor, input.id, async () => {
          await versionedUpdate(
            tx,
            receivingAlerts,
            input,
            {
              number: input.number,
              purchaseOrderId: input.purchaseOrderId,
              shipmentId: input.shipmentId,
              carrierId: input.carrierId,
              expectedDate: input.expectedDate,
              reference: input.reference,
              notes: input.notes,
              status,
            },
            { by: actor, noun: 'receiving alert' },
          );
        });
      }).catch(numberTaken('receiving alert'));
    },

    remove(actor: Actor, id: number, tx?: Executor): Promise<null> {
      return inTransaction(db, tx, async (tx) => {
        await raOf(tx, scopeOf(actor), id, true);
        await raHistory.remove(tx, actor, id, async (before) => {
          if (before.status === RA.received || before.totals.linesReceived > 0) {
            throw conflict(`Goods were received on ${before.number}; it cannot be deleted.`);
          }
          await tx.delete(receivingAlerts).where(eq(receivingAlerts.id, id));
        });
        return null;
      });
    },
  };
}
export type RaService = ReturnType<typeof createRaService>;
