import { type Claim, parseScope } from '@freightdesk/contracts';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/errors';
import { checkClientUserRules, checkGrantable, normalizeClaims, type UserRuleInput } from './user.rules';

const claims = (...list: string[]): Claim[] =>
  list.map((c) => {
    const [type, value] = c.split(':') as [Claim['type'], Claim['value']];
    return { type, value };
  });
const asText = (list: Claim[]) => list.map((c) => `${c.type}:${c.value}`);

function caught(fn: () => void): AppError {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected an AppError');
}

describe('normalizeClaims', () => {
  it('adds View for every Create, Update or Delete', () => {
    expect(asText(normalizeClaims(claims('PO:Create', 'Invoice:Delete', 'User:Update')))).toEqual([
      'Invoice:View',
      'Invoice:Delete',
      'PO:View',
      'PO:Create',
      'User:View',
      'User:Update',
    ]);
  });

  it('drops duplicates and orders by module, then View, Create, Update, Delete', () => {
    expect(asText(normalizeClaims(claims('RA:Delete', 'RA:View', 'RA:Create', 'RA:Delete', 'RA:Update')))).toEqual([
      'RA:View',
      'RA:Create',
      'RA:Update',
      'RA:Delete',
    ]);
  });

  it('leaves View alone and an empty list empty', () => {
    expect(asText(normalizeClaims(claims('Reports:View')))).toEqual(['Reports:View']);
    expect(normalizeClaims([])).toEqual([]);
  });
});

describe('checkClientUserRules', () => {
  const clientUser = (over: Partial<UserRuleInput> = {}): UserRuleInput => ({
    userTypeId: 2,
    clientId: 7,
    isAdmin: false,
    claims: claims('Project:View', 'PO:View'),
    projects: [11],
    ...over,
  });
  const ownProject = [{ id: 11, customerId: 7 }];

  it('accepts a client user of a customer with its own projects and allowed claims', () => {
    expect(() => checkClientUserRules(clientUser(), ownProject)).not.toThrow();
  });

  it('refuses admin, naming isAdmin', () => {
    const err = caught(() => checkClientUserRules(clientUser({ isAdmin: true }), ownProject));
    expect(err.status).toBe(400);
    expect(Object.keys(err.errors ?? {})).toEqual(['isAdmin']);
  });

  it("refuses the provider's company, naming clientId", () => {
    const err = caught(() => checkClientUserRules(clientUser({ clientId: 1 }), []));
    expect(Object.keys(err.errors ?? {})).toEqual(['clientId']);
  });

  it.each(['Reports:View', 'Proposal:Update', 'AddressBook:Create'])('refuses %s, naming claims', (claim) => {
    const err = caught(() => checkClientUserRules(clientUser({ claims: claims('Project:View', claim) }), ownProject));
    expect(err.status).toBe(400);
    expect(Object.keys(err.errors ?? {})).toEqual(['claims']);
  });

  it("refuses another company's project, naming projects", () => {
    const err = caught(() =>
      checkClientUserRules(clientUser({ projects: [11, 12] }), [...ownProject, { id: 12, customerId: 8 }]),
    );
    expect(Object.keys(err.errors ?? {})).toEqual(['projects']);
  });

  it.each([1, 3, 4, 5])('applies none of this to user type %i', (userTypeId) => {
    const staff = clientUser({
      userTypeId,
      clientId: 1,
      isAdmin: true,
      claims: claims('Reports:View'),
      projects: [12],
    });
    expect(() => checkClientUserRules(staff, [{ id: 12, customerId: 8 }])).not.toThrow();
  });
});

describe('checkGrantable', () => {
  const actor = (scope: string): Actor => ({
    id: 5,
    userName: 'mgr',
    userTypeId: 1,
    clientId: 1,
    scope: parseScope(scope),
  });
  const input = (over: Partial<UserRuleInput> = {}): UserRuleInput => ({
    userTypeId: 1,
    clientId: 1,
    isAdmin: false,
    claims: [],
    projects: [],
    ...over,
  });

  it('lets an admin grant anything', () => {
    expect(() =>
      checkGrantable(actor('Admin'), input({ isAdmin: true, claims: claims('Invoice:Delete'), projects: [9] }), null),
    ).not.toThrow();
  });

  it('refuses a non-admin making an admin (403)', () => {
    expect(caught(() => checkGrantable(actor('User:Create'), input({ isAdmin: true }), [])).status).toBe(403);
  });

  it('refuses a permission the actor does not hold, naming it', () => {
    const err = caught(() =>
      checkGrantable(actor('User:Create PO:View'), input({ claims: claims('PO:View', 'PO:Create') }), []),
    );
    expect(err.status).toBe(403);
    expect(err.message).toContain('PO:Create');
    expect(err.message).not.toContain('PO:View');
  });

  it('refuses a project outside the actor’s access list', () => {
    expect(caught(() => checkGrantable(actor('User:Create'), input({ projects: [3, 4] }), [3])).status).toBe(403);
  });

  it('allows what the actor holds', () => {
    expect(() =>
      checkGrantable(
        actor('User:Create PO:View PO:Create'),
        input({ claims: claims('PO:View'), projects: [3] }),
        [3, 4],
      ),
    ).not.toThrow();
  });
});
