import { auditEntities } from '@freightdesk/contracts';
import { describe, expect, it } from 'vitest';
import { type Actor, makeActor } from './auth/actor';
import type { AnyModule, ModuleContext } from './module';
import { buildModules, historyViewers, inDependencyOrder, inSeedOrder, seedModules } from './moduleRegistry';

/** A module of the test: its services record what it was built with. */
const mod = (name: string, dependsOn: string[] = [], extra: Partial<AnyModule> = {}) =>
  ({
    name,
    dependsOn,
    create: (_ctx: ModuleContext, deps: Record<string, unknown>) => ({ name, deps: Object.keys(deps) }),
    ...extra,
  }) as unknown as AnyModule;

const ctx = { db: {} } as unknown as Omit<ModuleContext, 'hub' | 'answers'>;
const user = { id: 2, userName: 'buyer', userTypeId: 1, clientId: 0 };
const admin = makeActor({ ...user, id: 1, userName: 'admin' }, 'Admin');

describe('the module registry', () => {
  it('builds each module after the modules it depends on, whatever the order of the list', () => {
    const list = [mod('purchaseOrder', ['shipment', 'file']), mod('shipment', ['file']), mod('file')];
    expect(inDependencyOrder(list).map((m) => m.name)).toEqual(['file', 'shipment', 'purchaseOrder']);
    const { services } = buildModules(list, ctx);
    expect(services).toMatchObject({ purchaseOrder: { deps: ['shipment', 'file'] }, file: { deps: [] } });
  });

  it('refuses to start with a cycle of dependencies, a missing module or a name declared twice, naming them', () => {
    expect(() => inDependencyOrder([mod('user', ['project']), mod('project', ['user'])])).toThrow(
      'Modules depend on each other in a cycle: user -> project -> user.',
    );
    expect(() => inDependencyOrder([mod('invoice', ['charge'])])).toThrow(
      'Module invoice depends on charge, which is not in modules/index.ts.',
    );
    expect(() => inDependencyOrder([mod('file'), mod('file')])).toThrow('Two modules are named file.');
  });

  it("fills the project hub's counts from the modules that declare one, read when asked", async () => {
    const counted = mod('purchaseOrder', ['project'], {
      hub: {
        key: 'purchaseOrders',
        count: async (_s: unknown, _a: Actor, projectId: number) => projectId * 2,
        open: { module: 'PO', count: async () => 1 },
      },
    } as Partial<AnyModule>);
    // The project module is built first, with the hub still empty; the counts arrive once all are built.
    let hubAtCreate: unknown;
    const project = mod('project', [], {
      create: (c: ModuleContext) => {
        hubAtCreate = { ...c.hub.counts };
        return {};
      },
    } as unknown as Partial<AnyModule>);
    const built = buildModules([counted, project], ctx);
    expect(hubAtCreate).toEqual({});
    expect(await built.ctx.hub.counts.purchaseOrders?.(admin, 21, ctx.db)).toBe(42);
    expect(await built.ctx.hub.open.PO?.(admin, 21, ctx.db)).toBe(1);
    expect(() => buildModules([counted, project, { ...counted, name: 'other' } as unknown as AnyModule], ctx)).toThrow(
      "Two modules count the project hub's purchaseOrders.",
    );
  });

  it('answers the questions a module asks of those built after it from their declarations, and refuses to start without one', async () => {
    // The PO module is built first and asks; shipping, built after it, answers from its services.
    let askedAtCreate: unknown;
    const asking = mod('purchaseOrder', [], {
      asks: ['shipmentsOfPo'],
      create: (c: ModuleContext) => {
        askedAtCreate = { ...c.answers };
        return { shipmentsOf: (actor: Actor, id: number) => c.answers.shipmentsOfPo(actor, id) };
      },
    } as unknown as Partial<AnyModule>);
    const answering = mod('shipment', ['purchaseOrder'], {
      create: () => ({ countOfPo: async (_a: Actor, poId: number) => poId + 1 }),
      answers: { shipmentsOfPo: (s: { countOfPo: unknown }) => s.countOfPo },
    } as unknown as Partial<AnyModule>);
    const built = buildModules([answering, asking], ctx);
    expect(askedAtCreate).toEqual({});
    const po = built.services.purchaseOrder as unknown as { shipmentsOf(a: Actor, id: number): Promise<number> };
    expect(await po.shipmentsOf(admin, 41)).toBe(42);
    // Unanswered, the app does not start (it never answers 0 by default); answered twice, neither.
    expect(() => buildModules([asking], ctx)).toThrow('No module answers shipmentsOfPo, which purchaseOrder asks.');
    expect(() =>
      buildModules([answering, asking, { ...answering, name: 'other' } as unknown as AnyModule], ctx),
    ).toThrow('Two modules answer shipmentsOfPo: shipment and other.');
  });

  it('answers a history request with the declaring module, after its permission, and refuses an entity nobody declares', async () => {
    const seen = new Set([7]);
    const viewers = auditEntities.map((entity) =>
      mod(entity, [], {
        history: { entity, access: 'PO:View', canView: async (_s: unknown, _a: Actor, id: number) => seen.has(id) },
      } as Partial<AnyModule>),
    );
    const built = buildModules(viewers, ctx);
    const can = historyViewers(built);
    expect(await can.purchaseOrder(makeActor(user, 'PO:View'), 7)).toBe(true);
    expect(await can.purchaseOrder(makeActor(user, 'PO:View'), 8)).toBe(false);
    // A record the caller sees is still a 404 without the permission.
    expect(await can.purchaseOrder(makeActor(user, 'Shipment:View'), 7)).toBe(false);
    expect(() => historyViewers(buildModules(viewers.slice(1), ctx))).toThrow(
      `No module declares who may read the history of ${auditEntities[0]}.`,
    );
  });

  it('seeds each module after the modules whose demo data it builds on, whatever its services depend on', async () => {
    const seeded: string[] = [];
    const seeds = (name: string, dependsOn: string[], seedAfter: string[] = []) =>
      mod(name, dependsOn, { seed: async () => void seeded.push(name), seedAfter } as Partial<AnyModule>);
    // The address book asks the projects whether a company is used, yet projects are made for its companies.
    const list = [
      seeds('client', ['project']),
      seeds('project', [], ['client']),
      seeds('user', ['project'], ['client', 'project']),
      mod('mail'),
    ];
    await seedModules(buildModules(list, ctx), { admin, tx: ctx.db, made: {} });
    expect(seeded).toEqual(['client', 'project', 'user']);
    expect(() => inSeedOrder([seeds('project', [], ['client']), seeds('client', [], ['project'])])).toThrow(
      'Demo data builds on itself in a cycle: project -> client -> project.',
    );
    expect(() => inSeedOrder([seeds('project', [], ['client'])])).toThrow(
      'Module project seeds after client, which seeds no demo data.',
    );
  });
});
