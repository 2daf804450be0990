// The server's module boundaries (apps/server/src): imports between modules go through index.ts,
// the modules' imports form no cycle, no module writes or locks another module's table, only list
// and read declarations read another module's table, and no source file grows past MAX_LINES.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { cyclesOf } from './graph.mjs';
import { importsOf, lineAt, scan } from './source.mjs';

export const MAX_LINES = 400;

export function* sourceFiles(dir) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules') yield* sourceFiles(path);
    } else if (/\.[cm]?[jt]sx?$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

const posix = (path) => path.split(sep).join('/');
/** 'insert into' -> 'inserts into', 'update' -> 'updates', 'delete from' -> 'deletes from'. */
const verbOf = (sqlVerb) =>
  ({ 'insert into': 'inserts into', update: 'updates', 'delete from': 'deletes from' })[
    sqlVerb.toLowerCase().replace(/\s+/g, ' ')
  ];
const testCode = (rel) => /\.(test|testkit|factories)\.[cm]?[jt]sx?$/.test(rel);

/** The tables each module's `*.table.ts` declares: export name -> { module, sql }. */
function tablesOf(modulesDir, moduleOf) {
  const tables = new Map();
  for (const file of sourceFiles(modulesDir)) {
    if (!file.endsWith('.table.ts')) continue;
    const { code } = scan(readFileSync(file, 'utf8'));
    for (const m of code.matchAll(/export\s+const\s+([\w$]+)\s*=\s*[\w$.]+\(\s*['"]([\w]+)['"]/g)) {
      tables.set(m[1], { module: moduleOf(file).module, sql: m[2] });
    }
  }
  return tables;
}

/**
 * The statement of a query builder that ends at `at` (a `.for(` call): from its `.select(`
 * (or the start of the statement) up to `at`.
 */
function queryBefore(code, at) {
  const head = code.slice(0, at);
  const start = Math.max(head.lastIndexOf('.select('), head.lastIndexOf('.selectDistinct'), head.lastIndexOf(';'));
  return head.slice(Math.max(0, start));
}

/** Checks the server's source folder; answers each kind's violations, as lines to print. */
export function checkServer(src, cwd = process.cwd()) {
  const modulesDir = join(src, 'modules');
  const result = { inside: [], cycles: [], writes: [], reads: [], size: [] };
  if (!existsSync(modulesDir)) return result;
  const moduleOf = (path) => {
    const rel = relative(modulesDir, path);
    // modules/index.ts, the modules' list, is no module's.
    if (rel === '' || rel.startsWith('..') || /^[^/\\]+\.[cm]?[jt]sx?$/.test(rel)) return null;
    const [module, ...rest] = rel.split(sep);
    return { module, inside: rest.join('/').replace(/\.[cm]?[jt]sx?$/, '') };
  };
  const shown = (file) => posix(relative(cwd, file));
  const tables = tablesOf(modulesDir, moduleOf);
  const bySqlName = new Map([...tables.values()].map((t) => [t.sql, t]));
  const graph = new Map();

  for (const file of sourceFiles(src)) {
    const rel = posix(relative(src, file));
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_LINES) result.size.push(`${shown(file)}: ${lines} lines (split it along its seams)`);
    // db/ gathers the schema; test code may reach anything.
    if (rel.startsWith('db/') || rel.startsWith('test/') || testCode(rel)) continue;
    const from = moduleOf(file);
    const { code, bare, templates } = scan(text);
    /** Local names of another module's tables: local -> table; namespaces of another module. */
    const foreign = new Map();
    const foreignNamespaces = new Map();

    for (const imp of importsOf(code)) {
      if (!imp.spec.startsWith('.')) continue;
      const target = moduleOf(resolve(dirname(file), imp.spec));
      if (!target || target.module === from?.module) continue;
      const line = lineAt(code, imp.index);
      const at = `${shown(file)}:${line}`;
      // The modules' list (modules/index.ts) takes each module's declaration.
      const isList = rel === 'modules/index.ts' && target.inside === `${target.module}.module`;
      const viaIndex = target.inside === '' || target.inside === 'index';
      const foreignKey = file.endsWith('.table.ts') && target.inside.endsWith('.table');
      if (!isList && !viaIndex && !foreignKey) {
        result.inside.push(
          `${at} imports modules/${target.module}/${target.inside} (use modules/${target.module}/index.ts)`,
        );
      }
      // The schema is one graph: a foreign key between tables is no import between modules.
      if (from && !foreignKey) {
        if (!graph.has(from.module)) graph.set(from.module, new Map());
        const edges = graph.get(from.module);
        if (!edges.has(target.module)) {
          edges.set(target.module, `${at} imports ${target.module}${imp.typeOnly ? ' (types)' : ''}`);
        }
      }
      for (const [local, imported] of imp.names) {
        const table = tables.get(imported);
        if (table && table.module === target.module) foreign.set(local, table);
      }
      if (imp.namespace) foreignNamespaces.set(imp.namespace, target.module);
    }
    if (!from) continue;
    // Another module's tables are read only by list and read declarations, which take the
    // caller's scope; anything else asks the owner's service.
    const declaresReads = /\.(list|read)\.[cm]?[jt]sx?$/.test(rel) || rel.endsWith('.table.ts');
    const readOutside = (at, name, table) =>
      result.reads.push(
        `${at} reads ${name} (${table.sql}) of module ${table.module} outside a list or read declaration (*.list.ts, *.read.ts): ask its service`,
      );
    if (!declaresReads) {
      for (const imp of importsOf(code)) {
        if (!imp.spec.startsWith('.')) continue;
        const target = moduleOf(resolve(dirname(file), imp.spec));
        if (!target || target.module === from.module) continue;
        for (const [, imported] of imp.names) {
          const table = tables.get(imported);
          if (table && table.module === target.module) {
            readOutside(`${shown(file)}:${lineAt(code, imp.index)}`, imported, table);
          }
        }
      }
    }

    /** The other module's table an expression names (`users`, `ns.users`), or null. */
    const tableIn = (expr) => {
      const m = /^\s*([\w$]+)(?:\s*\.\s*([\w$]+))?\s*$/.exec(expr);
      if (!m) return null;
      if (m[2] && foreignNamespaces.has(m[1])) {
        const t = tables.get(m[2]);
        return t && t.module === foreignNamespaces.get(m[1]) ? { name: m[2], ...t } : null;
      }
      const t = foreign.get(m[1]);
      return t ? { name: m[1], ...t } : null;
    };
    const report = (index, what, table) =>
      result.writes.push(
        `${shown(file)}:${lineAt(code, index)} ${what} ${table.name} (${table.sql}) of module ${table.module}: ask its service`,
      );

    // Drizzle: tx.insert(t), tx.update(t), tx.delete(t), and the kit's versionedUpdate(tx, t, …).
    for (const m of bare.matchAll(/\.(insert|update|delete)\s*\(\s*([\w$.\s]+?)\s*\)/g)) {
      const table = tableIn(m[2]);
      if (table) report(m.index, { insert: 'inserts into', update: 'updates', delete: 'deletes from' }[m[1]], table);
    }
    for (const m of bare.matchAll(/(?<![\w$.])versionedUpdate\s*\(\s*[^,]+,\s*([\w$.]+)\s*,/g)) {
      const table = tableIn(m[1]);
      if (table) report(m.index, 'updates', table);
    }
    // Drizzle: .for('update' | 'no key update' | 'share' | 'key share'[, { of }]) locks the rows of
    // the tables named in `of`, or of every table the query reads.
    for (const m of code.matchAll(/\.for\s*\(\s*['"]([\w ]+)['"]\s*(?:,\s*\{([^}]*)\})?\s*\)/g)) {
      const of = m[2] && /\bof\s*:\s*(\[[^\]]*\]|[\w$.]+)/.exec(m[2]);
      const named = of
        ? of[1].replace(/[[\]]/g, '').split(',')
        : [
            ...queryBefore(code, m.index).matchAll(/\.(?:from|(?:inner|left|right|full|cross)Join)\s*\(\s*([\w$.]+)/g),
          ].map((j) => j[1]);
      for (const expr of named) {
        const table = tableIn(expr);
        if (table) report(m.index, `locks (FOR ${m[1].toUpperCase()})`, table);
      }
    }
    // Raw SQL: FOR UPDATE/SHARE over another module's table, or INSERT/UPDATE/DELETE of one, by
    // interpolation (${users}) or by name.
    for (const t of templates) {
      if (t.tag !== 'sql' && t.tag !== 'sql.raw') continue;
      const whole = t.quasis.join(' ? ');
      const locks = /\bfor\s+(no\s+key\s+update|key\s+share|update|share)\b/i.exec(whole);
      const named = [];
      t.quasis.forEach((q, i) => {
        const expr = t.exprs[i];
        const write = /\b(insert\s+into|update|delete\s+from)\s*$/i.exec(q);
        const table = expr === undefined ? null : tableIn(expr);
        if (table && write) report(t.start, verbOf(write[1]), table);
        if (table && locks && /\b(from|join|of)\s*$/i.test(q)) named.push(table);
        for (const w of q.matchAll(/\b(insert\s+into|update|delete\s+from|from|join)\s+"?(\w+)"?/gi)) {
          const byName = bySqlName.get(w[2]);
          if (!byName || byName.module === from.module) continue;
          const table = { name: w[2], ...byName };
          const verb = verbOf(w[1]);
          if (verb) report(t.start, verb, table);
          else if (locks) named.push(table);
          else if (!declaresReads) readOutside(`${shown(file)}:${lineAt(code, t.start)}`, w[2], byName);
        }
      });
      for (const table of named) report(t.start, `locks (FOR ${locks[1].toUpperCase().replace(/\s+/g, ' ')})`, table);
    }
  }
  result.cycles = cyclesOf(graph);
  return result;
}
