import { describe, expect, it } from 'vitest';
import type { Executor } from '../db/executor';
import { AppError } from './errors';
import { checkReferences, referenceCheck } from './references';

const ex = {} as Executor;
/** A check that holds for the ids given, and counts how often it was asked. */
function holding(message: string, ids: number[], notFoundNoun?: string) {
  const asked: number[][] = [];
  const check = referenceCheck(
    message,
    async (_ex, wanted) => {
      asked.push(wanted);
      return wanted.filter((id) => ids.includes(id));
    },
    notFoundNoun,
  );
  return { check, asked };
}
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as AppError,
  );

describe('checkReferences', () => {
  it('asks each check once for all its ids and names every field whose id does not hold', async () => {
    const lines = holding('Pick a PO line of this project.', [1, 2]);
    const carrier = holding('Pick a carrier.', []);
    const err = await failure(
      checkReferences(ex, [
        { field: 'items.0.poItemId', id: 1, check: lines.check },
        { field: 'items.1.poItemId', id: 3, check: lines.check },
        { field: 'items.2.poItemId', id: 2, check: lines.check },
        { field: 'carrierId', id: 9, check: carrier.check },
        { field: 'shipperId', id: null, check: carrier.check },
      ]),
    );
    expect(lines.asked).toEqual([[1, 3, 2]]);
    expect(err).toBeInstanceOf(AppError);
    expect(err!.status).toBe(400);
    expect(err!.errors).toEqual({
      'items.1.poItemId': 'Pick a PO line of this project.',
      carrierId: 'Pick a carrier.',
    });
    expect(err!.message).toBe(
      'Invalid request. items.1.poItemId: Pick a PO line of this project.; carrierId: Pick a carrier.',
    );
  });

  it('answers a parent outside the scope as not found before anything else, and passes when all hold', async () => {
    const project = holding('Pick a project.', [], 'Project');
    const vendor = holding('Pick a vendor.', []);
    const err = await failure(
      checkReferences(ex, [
        { field: 'vendorId', id: 4, check: vendor.check },
        { field: 'projectId', id: 7, check: project.check },
      ]),
    );
    expect([err!.status, err!.message]).toEqual([404, 'Project not found.']);
    expect(vendor.asked).toEqual([]);
    const ok = holding('Pick a vendor.', [4]);
    await expect(checkReferences(ex, [{ field: 'vendorId', id: 4, check: ok.check }])).resolves.toBeUndefined();
    await expect(checkReferences(ex, [])).resolves.toBeUndefined();
  });
});
