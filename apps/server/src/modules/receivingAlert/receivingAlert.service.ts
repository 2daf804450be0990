import {
  CLIENT_USER_TYPE_ID,
  clientTypeIds,
  type createRaBody,
  type RaDetails,
  type updateRaBody,
} from '@freightdesk/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import { changesOf, recordAudit } from '../../platform/audit/audit';
import type { Actor } from '../../platform/auth/actor';
import { isUniqueViolation } from '../../platform/dbErrors';
import { conflict, fieldError } from '../../platform/errors';
import { lockNumbering, type NumberSequence, nextNumber } from '../../platform/kit';
import { checkReferences, type Reference } from '../../platform/references';
import { scopeOf } from '../../platform/scope';
import { companyOfType } from '../client';
import { projectOfScope, userProjects } from '../project';
import { purchaseOrderOfProject } from '../purchaseOrder';
import { shipmentOfProject } from '../shipment';
import { userClaims, users } from '../user';
import { takePoLines } from './receivingAlert.expect';
import { raFinish } from './receivingAlert.finish';
import { audited, byHand, ENTITY, insertLines, type NewLine, openRa, raLineWrites } from './receivingAlert.lines';
import { raQueries, visiblePo, visibleProject } from './receivingAlert.queries';
import { raOf } from './receivingAlert.read';
import { expectAgain, shipmentLines } from './receivingAlert.shipmentLines';
import { receivingAlerts } from './receivingAlert.table';

type CreateInput = z.output<typeof createRaBody>;
type UpdateInput = z.output<typeof updateRaBody>;
type Heading = Omit<CreateInput, 'items'>;

/** RA-30001 on: the number an alert left blank gets. */
const RA_NUMBERS: NumberSequence = {
  table: receivingAlerts,
  column: receivingAlerts.number,
  prefix: 'RA',
  floor: 30000,
};

export interface RaServiceDeps {
  db: Executor;
  notify: (
    /** projectId: the project it is about, so a reader without RA:View is sent to a screen of it they may open. */
    n: { userId: number; title: string; text: string; link: string; scheduledFor: Date; projectId: number },
    ex: Executor,
  ) => Promise<number>;
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
  const { db, notify } = deps;

  /** Staff who should hear of a project's receiving: its manager and the staff with RA:Update on it. */
  async function staffOf(tx: Executor, projectId: number, managerId: number | null) {
    const rows = await tx
      .selectDistinct({ id: users.id })
      .from(users)
      .innerJoin(userProjects, and(eq(userProjects.userId, users.id), eq(userProjects.projectId, projectId)))
      .innerJoin(
        userClaims,
        and(eq(userClaims.userId, users.id), eq(userClaims.type, 'RA'), eq(userClaims.value, 'Update')),
      )
      .where(and(eq(users.status, true), ne(users.userTypeId, CLIENT_USER_TYPE_ID)));
    return [...new Set([...(managerId ? [managerId] : []), ...rows.map((r) => r.id)])];
  }

  async function create(tx: Executor, actor: Actor, input: Heading, lines: NewLine[]): Promise<RaDetails> {
    await checkReferences(tx, referencesOf(actor, input));
    const project = await visibleProject(tx, scopeOf(actor), input.projectId);
    const advanceNotice = actor.userTypeId === CLIENT_USER_TYPE_ID;
    const [row] = await tx
      .insert(receivingAlerts)
      .values({
        number: await nextNumber(tx, RA_NUMBERS, input.number),
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
    const id = row!.id;
    const created = await raOf(tx, scopeOf(actor), id);
    await recordAudit(tx, actor, ENTITY, id, 'create', changesOf(null, audited(created)));
    await insertLines(tx, actor, id, lines);
    if (advanceNotice) {
      for (const userId of await staffOf(tx, input.projectId, project.projectManagerId)) {
        await notify(
          {
            userId,
            title: `Delivery announced: ${created.number}`,
            text: `${actor.userName} announced a delivery for project ${project.number}${input.expectedDate ? ` expected ${input.expectedDate}` : ''}: ${lines.length} line${lines.length === 1 ? '' : 's'}.`,
            link: `/receiving-alerts/${id}`,
            projectId: input.projectId,
            scheduledFor: new Date(),
          },
          tx,
        );
      }
    }
    return raOf(tx, scopeOf(actor), id);
  }

  function numberTaken(err: unknown): never {
    if (isUniqueViolation(err)) throw fieldError('number', 'This receiving alert number is already used.');
    throw err;
  }

  /** PO lines as an alert's lines: each with its share of the line's weight and pieces. */
  async function poLinesAsExpected(
    tx: Executor,
    actor: Actor,
    projectId: number,
    items: { poItemId: number; quantity: string }[],
  ) {
    const requests = items.map((r, i) => ({ ...r, field: `items.${i}.quantity` }));
    const taken = await takePoLines(tx, scopeOf(actor), projectId, requests);
    return taken.map((line, i) => {
      const part = Number(items[i]!.quantity) / Number(line.quantity);
      return {
        purchaseOrderId: line.purchaseOrderId,
        line: {
          poItemId: line.poItemId,
          shipmentItemId: null,
          itemNumber: line.itemNumber,
          description: line.description,
          unitOfMeasure: line.unitOfMeasure,
          quantityExpected: items[i]!.quantity,
          weight: (Math.round(Number(line.weight) * part * 100) / 100).toFixed(2),
          pieces: Math.round(line.pieces * part),
        } satisfies NewLine,
      };
    });
  }

  return {
    ...raQueries(db),
    ...raLineWrites(db),
    finish: raFinish(deps),

    async create(actor: Actor, input: CreateInput) {
      return inTransaction(db, undefined, (tx) => create(tx, actor, input, input.items.map(byHand))).catch(numberTaken);
    },

    async fromPo(
      actor: Actor,
      input: { purchaseOrderId: number; expectedDate: string | null; items: { poItemId: number; quantity: string }[] },
    ) {
      return inTransaction(db, undefined, async (tx) => {
        // The number's lock before the PO lines' (see lockNumbering).
        await lockNumbering(tx, RA_NUMBERS);
        const po = await visiblePo(tx, actor, input.purchaseOrderId);
        const lines = await poLinesAsExpected(tx, actor, po.projectId, input.items);
        const foreign = lines.findIndex((l) => l.purchaseOrderId !== po.id);
        if (foreign >= 0) throw fieldError(`items.${foreign}.poItemId`, 'Pick a line of this PO.');
        return create(
          tx,
          actor,
          {
            number: '',
            projectId: po.projectId,
            purchaseOrderId: po.id,
            shipmentId: null,
            carrierId: null,
            expectedDate: input.expectedDate,
            reference: '',
            notes: '',
          },
          lines.map((l) => l.line),
        );
      }).catch(numberTaken);
    },

    async addPoLines(actor: Actor, raId: number, items: { poItemId: number; quantity: string }[]) {
      return inTransaction(db, undefined, async (tx) => {
        const ra = await openRa(tx, actor, raId);
        const lines = await poLinesAsExpected(tx, actor, ra.projectId, items);
        await insertLines(
          tx,
          actor,
          raId,
          lines.map((l) => l.line),
        );
        return raOf(tx, scopeOf(actor), raId);
      });
    },

    async fromShipment(actor: Actor, shipmentId: number, raId: number | null) {
      return inTransaction(db, undefined, async (tx) => {
        // A new alert takes the number's lock before the shipment's (see lockNumbering).
        if (raId === null) await lockNumbering(tx, RA_NUMBERS);
        const { shipment: s, lines, purchaseOrderIds } = await shipmentLines(tx, actor, shipmentId);
        if (raId !== null) {
          const ra = await openRa(tx, actor, raId);
          if (ra.projectId !== s.projectId)
            throw fieldError('receivingAlertId', 'Pick an alert of the shipment’s project.');
          await insertLines(tx, actor, raId, lines);
          return raOf(tx, scopeOf(actor), raId);
        }
        return create(
          tx,
          actor,
          {
            number: '',
            projectId: s.projectId,
            purchaseOrderId: purchaseOrderIds.length === 1 ? purchaseOrderIds[0]! : null,
            shipmentId,
            carrierId: s.carrierId,
            expectedDate: s.expectedDate,
            reference: s.trackingNumber,
            notes: '',
          },
          lines,
        );
      }).catch(numberTaken);
    },

    async update(actor: Actor, input: UpdateInput) {
      return inTransaction(db, undefined, async (tx) => {
        const before = await raOf(tx, scopeOf(actor), input.id, true);
        if (before.status === 'Received')
          throw conflict(`Receiving alert ${before.number} was received and can no longer change.`);
        if (before.status === 'Cancelled' && input.status !== 'Expected') {
          throw conflict(`Receiving alert ${before.number} is cancelled; set it back to Expected to change it.`);
        }
        if (input.status === 'Received') throw fieldError('status', 'Finish receiving to mark the alert received.');
        if (input.status === 'Cancelled' && before.totals.linesReceived > 0) {
          throw conflict(`Lines of ${before.number} were received already; finish it instead of cancelling.`);
        }
        if (input.projectId !== before.projectId) throw fieldError('projectId', 'An alert stays with its project.');
        await checkReferences(tx, referencesOf(actor, { ...input, projectId: before.projectId }));
        // Expected again, a cancelled alert takes its goods back: only while they are still left to expect.
        if (before.status === 'Cancelled') await expectAgain(tx, actor, before);
        const status = input.status === 'Receiving' ? before.status : (input.status ?? before.status);
        const rows = await tx
          .update(receivingAlerts)
          .set({
            number: input.number,
            purchaseOrderId: input.purchaseOrderId,
            shipmentId: input.shipmentId,
            carrierId: input.carrierId,
            expectedDate: input.expectedDate,
            reference: input.reference,
            notes: input.notes,
            status,
            modifiedBy: actor.userName,
            modifiedAt: new Date(),
            version: sql`${receivingAlerts.version} + 1`,
          })
          .where(and(eq(receivingAlerts.id, input.id), eq(receivingAlerts.version, input.version)))
          .returning({ id: receivingAlerts.id });
        if (!rows.length) {
          throw conflict(
            'This receiving alert was changed by someone else since you opened it. Reload to see the changes.',
          );
        }
        const after = await raOf(tx, scopeOf(actor), input.id);
        await recordAudit(tx, actor, ENTITY, input.id, 'update', changesOf(audited(before), audited(after)));
        return after;
      }).catch(numberTaken);
    },

    async remove(actor: Actor, id: number): Promise<null> {
      await inTransaction(db, undefined, async (tx) => {
        const before = await raOf(tx, scopeOf(actor), id, true);
        if (before.status === 'Received' || before.totals.linesReceived > 0) {
          throw conflict(`Goods were received on ${before.number}; it cannot be deleted.`);
        }
        await tx.delete(receivingAlerts).where(eq(receivingAlerts.id, id));
        await recordAudit(tx, actor, ENTITY, id, 'delete', changesOf(audited(before), null));
      });
      return null;
    },
  };
}
export type RaService = ReturnType<typeof createRaService>;
