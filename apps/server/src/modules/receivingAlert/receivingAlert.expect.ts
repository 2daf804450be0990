import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { fieldError } from '../../platform/errors';
import { Quantity } from '../../platform/quantity';
import type { PoLineMove, PoLines } from '../purchaseOrder';
import { OPEN_STATUSES } from './receivingAlert.statuses';
import { raItems, receivingAlerts } from './receivingAlert.table';

/**
 * What open alerts expect of each PO line (other than the alert `except`), with their numbers: a
 * refusal says where the goods are expected already. The alerts' own rows: one statement.
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
    e.quantity += Quantity.thousandths(r.quantity);
    e.alerts.push(r.number);
    expected.set(r.poItemId!, e);
  }
  return expected;
}

/**
 * Takes PO lines for an alert: never more of a line than is left to expect (what the PO module
 * says is left to receive of it, less what open alerts expect), on every path that expects a PO
 * line (from its PO, added to an alert, from a shipment, an alert expecting again). The PO module
 * checks that the lines are of the alert's project and locks them; what open alerts expect is
 * counted after, so two requests at once cannot both take the same goods: the second counts the
 * first's lines once it commits. Answers the PO lines in the requests' order.
 */
export async function takePoLines(
  poLines: Pick<PoLines, 'expect'>,
  actor: Actor,
  input: { projectId: number; lines: PoLineMove[]; except?: number | null },
  tx: Executor,
) {
  const lines = await poLines.expect(actor, { projectId: input.projectId, lines: input.lines }, tx);
  const expected = await expectedOfPoLines(
    tx,
    lines.map((l) => l.poItemId),
    input.except ?? null,
  );
  const asked = new Map<number, number>();
  return input.lines.map((r, i) => {
    const line = lines[i]!;
    const total = (asked.get(line.poItemId) ?? 0) + Quantity.thousandths(r.quantity);
    asked.set(line.poItemId, total);
    const already = expected.get(line.poItemId);
    const left = Quantity.thousandths(line.leftToReceive) - (already?.quantity ?? 0);
    if (total > left) {
      const name = `${line.itemNumber || line.description} (${line.poNumber})`;
      const where = already?.alerts.length ? ` ${already.alerts.join(', ')} expects it.` : '';
      throw fieldError(
        r.field,
        left > 0
          ? `Only ${Quantity.plain(left)} ${line.unitOfMeasure} of ${name} are left to expect.${where}`
          : `All of ${name} is received or expected already.${where}`,
      );
    }
    return line;
  });
}
