import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { proposalBody } from './proposal.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ACCEPTED = 3;
const create = async (over: Record<string, unknown> = {}, as = t.admin) =>
  t.call({ method: 'POST', url: '/api/proposal', payload: await proposalBody(t, over), as });
const convert = (id: number, as = t.admin) => t.call({ method: 'POST', url: `/api/proposal/convert/${id}`, as });

describe('proposals', () => {
  it('prices each line exactly (quantity × rate to the cent) and totals them', async () => {
    const res = await create();
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p.number).toMatch(/^Q-\d+$/);
    expect(p.lines.map((l: { amount: string }) => l.amount)).toEqual(['100.00', '300.25']);
    expect(p.total).toBe('400.25');
    expect(p).toMatchObject({ status: 'Draft', projectId: null });
    const tiny = (
      await create({
        lines: [
          { description: 'Tape', quantity: '0.1', rate: '0.2' },
          { description: 'Tape', quantity: '0.2', rate: '0.1' },
        ],
      })
    ).json();
    expect(tiny.total).toBe('0.04');
  });

  it('exports a search as CSV in the list order, with the statuses to filter by in filteredColums', async () => {
    const desc = `Export run ${Date.now().toString(36)}`;
    const small = (await create({ description: desc, lines: [{ description: 'A', quantity: '1', rate: '5' }] })).json();
    const big = (await create({ description: desc, lines: [{ description: 'B', quantity: '2', rate: '500' }] })).json();
    const csv = await t.call({
      method: 'POST',
      url: '/api/proposal/export',
      payload: {
        searchFields: { number: small.number.slice(0, 2) },
        searchTerm: '',
        sortColumn: 'total',
        reverse: true,
        format: 'csv',
      },
      as: t.admin,
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('\ufeffProposal,Customer,Status,Date (UTC),Total,Modified (UTC)');
    const order = lines.map((l) => l.split(',')[0]).filter((n) => n === small.number || n === big.number);
    expect(order).toEqual([big.number, small.number]);
    const columns = (await t.call({ method: 'GET', url: '/api/proposal/filteredColums', as: t.admin })).json();
    expect(
      columns.find((c: { key: string }) => c.key === 'status').values.map((v: { value: string }) => v.value),
    ).toEqual(['Draft', 'Sent', 'Accepted', 'Declined', 'Expired']);
  });

  it('replaces the lines on update, refuses a stale version, and lists by total', async () => {
    const p = (await create()).json();
    const body = {
      ...(await proposalBody(t)),
      id: p.id,
      version: p.version,
      number: p.number,
      lines: [{ description: 'Flat fee', quantity: 1, rate: 999.99 }],
    };
    const res = await t.call({ method: 'PUT', url: '/api/proposal', payload: body, as: t.admin });
    expect(res.json()).toMatchObject({ total: '999.99', version: 1 });
    expect((await t.call({ method: 'PUT', url: '/api/proposal', payload: body, as: t.admin })).statusCode).toBe(409);
    const found = await t.call({
      method: 'POST',
      url: '/api/proposal/search',
      payload: { searchFields: { number: p.number, total: { from: '999.99', to: '999.99' } } },
      as: t.admin,
    });
    expect(found.json().items.map((x: { id: number }) => x.id)).toEqual([p.id]);
  });

  it('turns an accepted proposal into a project once: customer, job site, lines as rates, linked both ways', async () => {
    const draft = (await create()).json();
    const early = await convert(draft.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(`Only an accepted proposal becomes a project; ${draft.number} is Draft.`);
    const p = (await create({ statusId: ACCEPTED })).json();
    const res = await convert(p.id);
    expect(res.statusCode).toBe(201);
    const project = res.json();
    expect(project).toMatchObject({ customerId: p.customerId, jobSiteId: p.jobSiteId, status: 'Active' });
    const rates = (
      await t.call({ method: 'GET', url: `/api/Project/getProjectRateManager?id=${project.id}`, as: t.admin })
    ).json();
    expect(
      rates.standardRates.map((r: { name: string; rate: string; unit: string }) => [r.name, r.rate, r.unit]),
    ).toEqual([
      ['Installation crew', '33.3333', 'hour'],
      ['Storage', '120.1000', 'month'],
    ]);
    expect((await t.call({ method: 'GET', url: `/api/proposal/${p.id}`, as: t.admin })).json().projectId).toBe(
      project.id,
    );
    // The project links back to the proposal it came from.
    expect((await t.call({ method: 'GET', url: `/api/project/${project.id}`, as: t.admin })).json()).toMatchObject({
      proposalId: p.id,
      proposalNumber: p.number,
    });
    const again = await convert(p.id);
    expect(again.statusCode).toBe(409);
    expect((await t.call({ method: 'DELETE', url: `/api/proposal/${p.id}`, as: t.admin })).statusCode).toBe(409);
  });

  it('converts once even when two users convert the same proposal at the same moment', async () => {
    const p = (await create({ statusId: ACCEPTED })).json();
    const results = await Promise.all([convert(p.id), convert(p.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const projects = await t.call({ method: 'GET', url: `/api/project/client/${p.customerId}`, as: t.admin });
    expect(projects.json()).toHaveLength(1);
  });

  it('needs Project:Create and Proposal:Update to convert, and rolls back everything when the project cannot be made', async () => {
    const p = (await create({ statusId: ACCEPTED })).json();
    const proposer = await t.make.user({ claims: ['Proposal:View', 'Proposal:Update'] });
    expect((await convert(p.id, proposer)).statusCode).toBe(403);
    const viewer = await t.make.user({ claims: ['Proposal:View', 'Project:Create'] });
    expect((await convert(p.id, viewer)).statusCode).toBe(403);
    const builder = await t.make.user({ claims: ['Project:Create'] });
    expect((await convert(p.id, builder)).statusCode).toBe(404);
    const noSite = (await create({ statusId: ACCEPTED, jobSiteId: null })).json();
    const res = await convert(noSite.id);
    expect(res.json().errors).toEqual({ jobSiteId: 'Give the proposal a job site before it becomes a project.' });
    expect(
      (await t.call({ method: 'GET', url: `/api/project/client/${noSite.customerId}`, as: t.admin })).json(),
    ).toEqual([]);
  });

  it('deletes a proposal that is not a project, with its lines, into its history', async () => {
    const p = (await create()).json();
    expect((await t.call({ method: 'DELETE', url: `/api/proposal/${p.id}`, as: t.admin })).statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: `/api/proposal/${p.id}`, as: t.admin })).statusCode).toBe(404);
  });
});
