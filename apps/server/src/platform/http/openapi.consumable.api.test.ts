import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * The published document is what an integrator's tools read: a standard validator must accept it
 * and a client generator must produce types from it that compile. Every endpoint added later is
 * held to the same.
 */
let t: TestApp;
let doc: { paths: Record<string, unknown>; components?: { schemas?: Record<string, unknown> } };
let folder: string;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.call({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  folder = await mkdtemp(join(tmpdir(), 'freightdesk-openapi-'));
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

/** Every `#/components/schemas/<name>` the document points at. */
const referenced = (value: unknown) =>
  [...new Set([...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!))].sort();

describe('the OpenAPI document at /api/docs/json', () => {
  it('defines every component schema it references', () => {
    const names = referenced(doc);
    expect(names).toEqual(expect.arrayContaining(['Error', 'Project', 'PurchaseOrder', 'User']));
    const defined = Object.keys(doc.components?.schemas ?? {});
    expect(names.filter((n) => !defined.includes(n))).toEqual([]);
  });

  it('passes a standard OpenAPI validator (Swagger Parser), references resolved', async () => {
    // validate() dereferences in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('generates a typed client (openapi-typescript) that compiles and names the paths and components', async () => {
    const client = astToString(await openapiTS(structuredClone(doc) as never));
    const generated = join(folder, 'api.d.ts');
    await writeFile(generated, client);
    // What an integrator writes against the generated types: a path's answer and a component.
    const usage = join(folder, 'usage.ts');
    await writeFile(
      usage,
      [
        "import type { components, paths } from './api';",
        "type Project = paths['/api/project/{id}']['get']['responses'][200]['content']['application/json'];",
        "type User = components['schemas']['User'];",
        "type Failure = components['schemas']['Error'];",
        "export const number: Project['number'] = 'P-1';",
        "export const userName: User['userName'] = 'admin';",
        "export const messages: Failure['messages'] = ['Not found'];",
        // A field no schema declares must not type-check: the types are real, not `any`.
        '// @ts-expect-error: not a field of a project',
        "export const nothing: Project['noSuchField'] = 1;",
        '',
      ].join('\n'),
    );
    expect(client).toMatch(/export interface paths \{/);
    expect(client).toContain('"/api/purchaseOrder/{id}": {');
    expect(client).toMatch(/export interface components \{\s+schemas: \{/);
    for (const name of Object.keys(doc.components?.schemas ?? {})) expect(client).toContain(`${name}: {`);

    const program = ts.createProgram([generated, usage], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    });
    const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(errors).toEqual([]);
  }, 120_000);
});
