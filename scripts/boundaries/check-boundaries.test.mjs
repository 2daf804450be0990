// The boundary check's own tests: each rule on a small repo written to a temp folder.
// Run: node --test scripts/boundaries/ (npm run lint runs them first).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { checkBoundaries } from '../check-boundaries.mjs';

const roots = [];
after(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

/** A repo of the given files (paths under apps/…), with a user and a project module's tables. */
function repo(files) {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  roots.push(root);
  const all = {
    'apps/server/src/modules/user/user.table.ts': "export const users = pgTable('users', {});\n",
    'apps/server/src/modules/user/tables.ts': "export { users } from './user.table';\n",
    'apps/server/src/modules/user/index.ts': "export { userService } from './user.service';\n",
    'apps/server/src/modules/project/project.table.ts': "export const projects = pgTable('projects', {});\n",
    'apps/server/src/modules/project/tables.ts': "export { projects } from './project.table';\n",
    'apps/server/src/modules/project/index.ts': "export { projectService } from './project.service';\n",
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** The violations of a repo by kind, each line from its file's path inside modules/ or features/. */
function found(root) {
  const kinds = {
    Modules: 'inside',
    Server: 'cycles',
    A: 'writes',
    Reads: 'reads',
    Source: 'size',
    Web: 'web',
  };
  return Object.fromEntries(
    checkBoundaries(root).map(([title, lines]) => [
      kinds[title.split(' ')[0]],
      lines.map((l) => l.replaceAll(/\S*\/(modules|features)\//g, '')),
    ]),
  );
}
const service = (body, imports = "import { users } from '../user/tables';\n") =>
  `${imports}import { projects } from './project.table';\nexport async function f(tx) {\n${body}\n}\n`;

describe('the boundary check', () => {
  it('passes a repo whose modules keep to their own rows and import through index.ts', () => {
    const root = repo({
      'apps/server/src/modules/project/project.service.ts': service(
        '  await tx.insert(projects).values({});\n  return tx.select().from(projects);',
        '',
      ),
      // A read declaration reads another module's table, and may lock its own rows in the join.
      'apps/server/src/modules/project/project.read.ts': service(
        "  await tx.select().from(projects).innerJoin(users, on).for('update', { of: projects });\n  return tx.select().from(users);",
      ),
      'apps/server/src/modules/index.ts': "export { projectModule } from './project/project.module';\n",
      // A table may reference another module's table by its file or its tables.ts.
      'apps/server/src/modules/project/project.table.ts':
        "import { users } from '../user/user.table';\nexport const projects = pgTable('projects', {});\n",
    });
    assert.deepEqual(checkBoundaries(root), []);
  });

  it("fails on an import that reaches inside another module, except a table's foreign key and the modules' list", () => {
    const root = repo({
      'apps/server/src/modules/project/project.service.ts': "import { users } from '../user/user.table';\n",
      'apps/server/src/modules/project/project.table.ts':
        "import { users } from '../user/user.table';\nexport const projects = pgTable('projects', {});\n",
      'apps/server/src/modules/index.ts': "export { userModule } from './user/user.module';\n",
    });
    assert.deepEqual(found(root).inside, [
      'project/project.service.ts:1 imports modules/user/user.table (use modules/user/index.ts)',
    ]);
  });

  it('fails on a cycle between server modules, type-only imports and foreign keys included, naming each; test code does not count', () => {
    const root = repo({
      'apps/server/src/modules/project/project.service.ts': "import type { UserService } from '../user';\n",
      'apps/server/src/modules/user/user.service.ts': "\n\nimport { projectService } from '../project';\n",
    });
    const [cycle] = found(root).cycles;
    assert.equal(
      cycle,
      'project -> user -> project: project/project.service.ts:1 imports user (types); user/user.service.ts:3 imports project',
    );
    // A foreign key counts: a module that references another's table cannot be read by it.
    const keyed = repo({
      'apps/server/src/modules/proposal/proposal.table.ts':
        "import { projects } from '../project/tables';\nexport const proposals = pgTable('proposals', {});\n",
      'apps/server/src/modules/proposal/tables.ts': "export { proposals } from './proposal.table';\n",
      'apps/server/src/modules/project/project.read.ts': "import { proposals } from '../proposal/tables';\n",
    });
    assert.deepEqual(found(keyed).cycles, [
      'project -> proposal -> project: project/project.read.ts:1 imports proposal; proposal/proposal.table.ts:1 references project',
    ]);
    const tested = repo({
      'apps/server/src/modules/project/project.service.ts': "import type { UserService } from '../user';\n",
      'apps/server/src/modules/user/user.api.test.ts': "import { projects } from '../project/tables';\n",
      'apps/server/src/modules/user/user.factories.ts': "import { projectService } from '../project';\n",
    });
    assert.equal(found(tested).cycles, undefined);
  });

  it("fails on a write or a lock of another module's table, in drizzle and in raw sql", () => {
    const root = repo({
      'apps/server/src/modules/project/a.ts': service('  await tx.insert(users).values({});'),
      'apps/server/src/modules/project/b.ts': service(
        '  await tx.update(u.users).set({});\n  await tx.delete(u.users);',
        "import * as u from '../user/tables';\n",
      ),
      'apps/server/src/modules/project/c.ts': service('  await versionedUpdate(tx, users, key, {}, opts);'),
      'apps/server/src/modules/project/d.ts': service(
        "  await tx\n    .select()\n    .from(projects)\n    .innerJoin(users, eq(users.id, projects.managerId))\n    .for('update');",
      ),
      'apps/server/src/modules/project/e.ts': service(
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source text holding sql templates
        '  await tx.execute(sql`select 1 from ${users} where id = ${id} for update`);\n  await tx.execute(sql`update users set name = ${name}`);',
      ),
      // Comments and strings are not code.
      'apps/server/src/modules/project/f.ts': service("  // tx.insert(users)\n  const s = 'tx.update(users)';"),
    });
    assert.deepEqual(found(root).writes, [
      'project/a.ts:4 inserts into users (users) of module user: ask its service',
      'project/b.ts:4 updates users (users) of module user: ask its service',
      'project/b.ts:5 deletes from users (users) of module user: ask its service',
      'project/c.ts:4 updates users (users) of module user: ask its service',
      'project/d.ts:8 locks (FOR UPDATE) users (users) of module user: ask its service',
      'project/e.ts:4 locks (FOR UPDATE) users (users) of module user: ask its service',
      'project/e.ts:5 updates users (users) of module user: ask its service',
    ]);
  });

  it("fails on a read of another module's table outside a list or read declaration, by import or by name in raw sql", () => {
    const root = repo({
      'apps/server/src/modules/project/project.service.ts': service('  return tx.select().from(users);'),
      'apps/server/src/modules/project/project.notices.ts': service(
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source text holding sql templates
        '  return tx.execute(sql`select email from users where id = ${id}`);',
        '',
      ),
      'apps/server/src/modules/project/project.read.ts': service('  return tx.select().from(users);'),
      'apps/server/src/modules/project/project.list.ts': service('  return tx.select().from(users);'),
      'apps/server/src/modules/project/project.api.test.ts': service('  return tx.select().from(users);'),
    });
    assert.deepEqual(found(root).reads, [
      'project/project.notices.ts:3 reads users (users) of module user outside a list or read declaration (*.list.ts, *.read.ts): ask its service',
      'project/project.service.ts:1 reads users (users) of module user outside a list or read declaration (*.list.ts, *.read.ts): ask its service',
    ]);
  });

  it("fails on a module's index.ts that hands out a table, and on tables.ts imported by anything but a declaration", () => {
    const root = repo({
      'apps/server/src/modules/user/index.ts':
        "export { userService } from './user.service';\nexport { users } from './user.table';\n",
      'apps/server/src/modules/project/project.service.ts': "import * as t from '../user/tables';\n",
      'apps/server/src/modules/project/project.read.ts': "import * as t from '../user/tables';\n",
    });
    assert.deepEqual(found(root).reads, [
      'project/project.service.ts:1 imports modules/user/tables outside a list or read declaration (*.list.ts, *.read.ts): ask its service',
      'user/index.ts:2 exports users (users) to every importer: export tables from tables.ts, which only list and read declarations import',
    ]);
  });

  it('resolves imports by the server package name, a tsconfig paths alias and a package.json imports entry', () => {
    const root = repo({
      'apps/server/package.json': JSON.stringify({
        name: '@acme/server',
        imports: { '#modules/*': './src/modules/*' },
      }),
      // tsconfig.json may hold comments and trailing commas; its paths come from what it extends.
      'apps/server/tsconfig.json': '{ "extends": "./tsconfig.base.json", // the shared options\n}\n',
      'apps/server/tsconfig.base.json':
        '{ "compilerOptions": { "baseUrl": "src", "paths": { "@m/*": ["modules/*"], } } }\n',
      'apps/server/src/modules/project/a.ts': service(
        '  await tx.insert(users).values({});',
        "import { users } from '@acme/server/src/modules/user/tables';\n",
      ),
      'apps/server/src/modules/project/b.ts': service(
        '  await tx.delete(users);',
        "import { users } from '@m/user/tables';\n",
      ),
      'apps/server/src/modules/project/c.ts': "import { users } from '#modules/user/user.table';\n",
    });
    const { inside, writes } = found(root);
    assert.deepEqual(inside, ['project/c.ts:1 imports modules/user/user.table (use modules/user/index.ts)']);
    assert.deepEqual(writes, [
      'project/a.ts:4 inserts into users (users) of module user: ask its service',
      'project/b.ts:4 deletes from users (users) of module user: ask its service',
    ]);
  });

  it("fails on a lock of another module's rows through a platform helper or on a query built earlier", () => {
    const root = repo({
      'apps/server/src/modules/project/a.ts': service(
        '  await visibleOr404(userList, scope, id, tx, { noun: "User", lock: true });\n  await visibleOr404(userList, scope, id, tx, { noun: "User" });',
        "import { userList } from '../user';\n",
      ),
      'apps/server/src/modules/project/b.ts': service(
        '  await userList.visible(tx, scope, id, { lock });',
        "import { userList } from '../user';\n",
      ),
      'apps/server/src/modules/project/c.read.ts': service(
        "  const mine = tx.select().from(users).where(eq(users.id, id));\n  const rows = await mine.for('update');",
      ),
      // Its own list it may lock.
      'apps/server/src/modules/project/d.ts': service(
        '  await visibleOr404(projectList, scope, id, tx, { noun: "Project", lock: true });',
        "import { projectList } from './project.list';\n",
      ),
    });
    assert.deepEqual(found(root).writes, [
      'project/a.ts:4 locks userList of module user through visibleOr404: ask its service',
      'project/b.ts:4 locks userList of module user through visible: ask its service',
      'project/c.read.ts:5 locks (FOR UPDATE) users (users) of module user: ask its service',
    ]);
  });

  it('fails on a server source file past 400 lines, tests included', () => {
    const lines = (n) => 'export const x = 1;\n'.repeat(n);
    const root = repo({
      'apps/server/src/modules/project/project.service.ts': lines(401),
      'apps/server/src/modules/project/project.read.ts': lines(400),
      'apps/server/src/modules/project/project.api.test.ts': lines(450),
    });
    assert.deepEqual(found(root).size, [
      'project/project.api.test.ts: 450 lines (split it along its seams)',
      'project/project.service.ts: 401 lines (split it along its seams)',
    ]);
  });

  it('fails on a cycle between web features, loaded on demand or not; the app composing them is no cycle', () => {
    const root = repo({
      'apps/web/src/app/features.ts':
        "import { a } from '../features/a/feature';\nimport { b } from '../features/b/feature';\n",
      'apps/web/src/features/a/feature.ts': "export const a = { load: () => import('./pages/A') };\n",
      'apps/web/src/features/a/pages/A.tsx':
        "import { features } from '../../../app/features';\nimport { Thing } from '../../b';\n",
      'apps/web/src/features/b/index.ts': "export { Thing } from './Thing';\n",
      'apps/web/src/features/b/Thing.tsx': "const Page = lazy(() => import('../a/pages/A'));\n",
    });
    const [cycle] = found(root).web;
    assert.equal(cycle, 'a -> b -> a: a/pages/A.tsx:2 imports b; b/Thing.tsx:1 imports a (loaded on demand)');
  });

  it('exits with an error and the list when something fails, as lint runs it', () => {
    const root = repo({ 'apps/server/src/modules/project/a.ts': service('  await tx.insert(users).values({});') });
    const script = new URL('../check-boundaries.mjs', import.meta.url).pathname;
    assert.throws(
      () => execFileSync(process.execPath, [script, root], { stdio: 'pipe' }),
      (err) => {
        assert.equal(err.status, 1);
        assert.match(
          err.stderr.toString(),
          /writes or locks another module's rows \(only the owning module does\): \(1\)\n {2}.*a\.ts:4 inserts into users/,
        );
        return true;
      },
    );
  });
});
