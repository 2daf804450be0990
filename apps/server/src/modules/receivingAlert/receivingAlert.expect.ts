import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { fieldError } from '../../platform/errors';
import { checkReferences } from '../../platform/references';
import type { DataScope } from '../../platform/scope';
import { lockPoLines, poItems, poLineOfProject } from '../purchaseOrder';
import { raItems, receivingAlerts } from './receivingAlert.table';

/** Alerts that still expect goods: what they expect of a PO line is spoken for. */
export const OPEN_STATUSES = ['Expected', 'Receiving'] as const;

/** What is left to expect of a PO line: ordered, less received, less what open alerts expect. */
export const leftToExpect = sql<string>`${poItems.quantity} - ${poItems.quantityReceived} - coalesce((
  select sum(${raItems.quantityExpected}) from ${raItems}
  join ${receivingAlerts} on ${receivingAlerts.id} = ${raItems.receivingAlertId}
  where ${raItems.poItemId} = ${poItems.id} and ${receivingAlerts.status} in ('Expected', 'Receiving')), 0)`;

/** A quantity in thousandths, so sums of quantities are exact. */
export const thousandths = (q: string) => Math.round(Number(q) * 1000);
const asQuantity = (n: number) => String(n / 1000);

/** One PO line an alert is to expect: how much, and the request field a refusal names. */
export interface PoLineRequest {
  poItemId: number;
  quantity: string;
  field: string;
}

/**
 * What open alerts expect of each PO line (other than the alert `except`), with their numbers: a
 * refusal says where the goods are expected already.
 */
export async function expectedOfPoLines(ex: Executor, ids: number[], except: number | null = null) {
  if (!ids.length) return new Map<number, { quantity: number; alerts: string[] }>();
  const rows = await ex
    .select({
      poItemId: raItems.poItemId,
      number: receivingAlerts.number,
      quantity: sql<string>`sum(${raItems.quantityExpected})::text`,
    })
    .from(raItems)
    .innerJoin(receivingAlerts, eq(receivingAlerts.id, raItems.receivingAlertId))
    .where(
      and(
        inArray(raItems.poItemId, ids),
        inArray(receivingAlerts.status, [...OPEN_STATUSES]),
        except === null ? undefined : ne(receivingAlerts.id, except),
      ),
    )
    .groupBy(raItems.poItemId, receivingAlerts.number)
    .orderBy(receivingAlerts.number);
  const expected = new Map<number, { quantity: number; alerts: string[] }>();
  for (const r of rows) {
    const e = expected.get(r.poItemId!) ?? { quantity: 0, alerts: [] };
    e.quantity += thousandths(r.quantity);
    e.alerts.push(r.number);
    expected.set(r.poItemId!, e);
  }
  return expected;
}

/**
 * Takes PO lines for an alert: never more of a line than is left to expect (ordered, less
 * received, less what open alerts expect), on every path that expects a PO line (from its PO,
 * added to an alert, from a shipment, an alert expecting again). The lines must be of the
 * alert's project; they are locked first (in the PO module), then counted, so two requests at once
 * cannot both take the same goods: the second counts the first's lines once it commits. Answers
 * the PO lines in the requests' order.
 */
export async function takePoLines(
  tx: Executor,
  scope: DataScope,
  projectId: number,
  requests: PoLineRequest[],
  except: number | null = null,
) {
  const ofProject = poLineOfProject(scope, projectId);
  await checkReferences(
    tx,
    requests.map((r) => ({ field: r.field.replace(/quantity$/, 'poItemId'), id: r.poItemId, check: ofProject })),
  );
  const locked = await lockPoLines(
    tx,
    requests.map((r) => r.poItemId),
  );
  const expected = await expectedOfPoLines(
    tx,
    locked.map((l) => l.poItemId),
    except,
  );
  const asked = new Map<number, number>();
  return requests.map((r) => {
    const line = locked.find((l) => l.poItemId === r.poItemId)!;
    const total = (asked.get(line.poItemId) ?? 0) + thousandths(r.quantity);
    asked.set(line.poItemId, total);
    const already = expected.get(line.poItemId);
    const left = thousandths(line.quantity) - thousandths(line.quantityReceived) - (already?.quantity ?? 0);
    if (total > left) {
      const name = `${line.itemNumber || line.description} (${line.poNumber})`;
      const where = already?.alerts.length ? ` ${already.alerts.join(', ')} expects it.` : '';
      throw fieldError(
        r.field,
        left > 0
          ? `Only ${asQuantity(left)} ${line.unitOfMeasure} of ${name} are left to expect.${where}`
          : `All of ${name} is received or expected already.${where}`,
      );
    }
    return line;
  });
}
