import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { issuesOf } from './quantityPicks';

describe('a quantity picker', () => {
  it("reads a refusal's field errors as paths to the lines sent", () => {
    const refusal = new ApiError(400, {
      message: 'Some lines cannot be shipped.',
      messages: ['Some lines cannot be shipped.'],
      errors: { 'items.2.quantity': 'Only 4 are left to ship.', purchaseOrderId: 'This PO is closed.' },
    });
    expect(issuesOf(refusal)).toEqual([
      { path: ['items', 2, 'quantity'], message: 'Only 4 are left to ship.' },
      { path: ['purchaseOrderId'], message: 'This PO is closed.' },
    ]);
    expect(issuesOf(new Error('offline'))).toEqual([]);
  });
});
