// The server's module boundaries (apps/server/src): imports between modules go through index.ts
// (and tables.ts, for list and read declarations only), the modules' imports form no cycle, no
// module writes or locks another module's table (itself, through a platform helper, or on a query
// built earlier), only list and read declarations read another module's table, and no source file
// grows past MAX_LINES. Imports are resolved whether relative, through the server package's own
// name, a tsconfig `paths` alias or a package.json `imports` entry.
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

/** Reads a JSON file that may hold comments and trailing commas (tsconfig), or null. */
function readJson(path) {
  if (!existsSync(path)) return null;
  const { code } = scan(readFileSync(path, 'utf8'));
  try {
    return JSON.parse(code.replace(/,(\s*[}\]])/g, '$1'));
  } catch {
    return null;
  }
}

/** The aliases the server's sources may import by: its package name, tsconfig paths, package.json imports. */
function aliasesOf(serverRoot) {
  const aliases = [];
  const pkg = readJson(join(serverRoot, 'package.json'));
  if (pkg?.name) aliases.push({ prefix: `${pkg.name}/`, exact: false, to: (rest) => [join(serverRoot, rest)] });
  for (const [pattern, target] of Object.entries(pkg?.imports ?? {})) {
    const to = typeof target === 'string' ? target : (target?.default ?? target?.import);
    if (typeof to === 'string') aliases.push(wildcard(pattern, [to], serverRoot));
  }
  // tsconfig.json and what it extends: the first `paths` found wins, as TypeScript reads it.
  let config = join(serverRoot, 'tsconfig.json');
  for (let depth = 0; depth < 5 && config; depth++) {
    const json = readJson(config);
    if (!json) break;
    const options = json.compilerOptions ?? {};
    if (options.paths) {
      const base = resolve(dirname(config), options.baseUrl ?? '.');
      for (const [pattern, targets] of Object.entries(options.paths)) aliases.push(wildcard(pattern, targets, base));
      break;
    }
    config =
      typeof json.extends === 'string' && json.extends.startsWith('.') ? resolve(dirname(config), json.extends) : null;
  }
  return aliases;
}

/** An alias `pattern` (one `*` at most) mapped onto `targets` under `base`. */
function wildcard(pattern, targets, base) {
  const star = pattern.indexOf('*');
  if (star === -1) return { prefix: pattern, exact: true, to: () => targets.map((t) => resolve(base, t)) };
  return {
    prefix: pattern.slice(0, star),
    exact: false,
    to: (rest) => targets.map((t) => resolve(base, t.replace('*', rest))),
  };
}

/** Where an import specifier leads on disk (without extension), or null for an outside package. */
function resolverOf(serverRoot) {
  const aliases = aliasesOf(serverRoot);
  return (file, spec) => {
    if (spec.startsWith('.')) return resolve(dirname(file), spec).replace(/\.[cm]?[jt]sx?$/, '');
    for (const a of aliases) {
      if (a.exact ? spec !== a.prefix : !spec.startsWith(a.prefix)) continue;
      const [first] = a.to(spec.slice(a.prefix.length));
      if (first) return first.replace(/\.[cm]?[jt]sx?$/, '');
    }
    return null;
  };
}

/**
 * The tables a query locked by `.for(` at `at` reads: the `.from(`/`.join(` of its own builder
 * chain, or, when the chain starts from a query built earlier (`const q = tx.select()…`), of that
 * query's declaration.
 */
function lockedBy(code, at) {
  const tablesOf = (text) =>
    [...text.matchAll(/\.(?:from|(?:inner|left|right|full|cross)Join)\s*\(\s*([\w$.]+)/g)].map((j) => j[1]);
  const own = tablesOf(queryBefore(code, at));
  if (own.length) return own;
  const head = code.slice(0, at);
  const statement = head.slice(Math.max(head.lastIndexOf(';'), head.lastIndexOf('{'), head.lastIndexOf('}')) + 1);
  const named = [];
  for (const id of new Set([...`${statement}.`.matchAll(/(?<![\w$.])([\w$]+)\s*\./g)].map((m) => m[1]))) {
    const decl = [
      ...head.matchAll(new RegExp(`(?:const|let|var)\\s+${id.replace('$', '\\$')}\\s*=([^;]*)`, 'g')),
    ].pop();
    if (decl) named.push(...tablesOf(decl[1]));
  }
  return named;
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
  const resolveSpec = resolverOf(dirname(src));

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

    /** Local names imported from another module (any export): local -> module. */
    const foreignNames = new Map();
    // A file that declares reads of other modules: a list or read declaration, or a table's foreign key.
    const declaresReads = /\.(list|read)\.[cm]?[jt]sx?$/.test(rel) || rel.endsWith('.table.ts');
    const readOutside = (at, name, table) =>
      result.reads.push(
        `${at} reads ${name} (${table.sql}) of module ${table.module} outside a list or read declaration (*.list.ts, *.read.ts): ask its service`,
      );

    for (const imp of importsOf(code)) {
      const path = resolveSpec(file, imp.spec);
      const target = path && moduleOf(path);
      if (!target || target.module === from?.module) continue;
      const line = lineAt(code, imp.index);
      const at = `${shown(file)}:${line}`;
      // The modules' list (modules/index.ts) takes each module's declaration.
      const isList = rel === 'modules/index.ts' && target.inside === `${target.module}.module`;
      const viaIndex = target.inside === '' || target.inside === 'index';
      // tables.ts is the surface list and read declarations join through; a table's foreign key may
      // name the other table's file.
      const viaTables = target.inside === 'tables';
      const foreignKey = file.endsWith('.table.ts') && (target.inside.endsWith('.table') || viaTables);
      if (!isList && !viaIndex && !viaTables && !foreignKey) {
        result.inside.push(
          `${at} imports modules/${target.module}/${target.inside} (use modules/${target.module}/index.ts)`,
        );
      }
      if (viaTables && !declaresReads && (imp.namespace || !imp.names.size)) {
        result.reads.push(
          `${at} imports modules/${target.module}/tables outside a list or read declaration (*.list.ts, *.read.ts): ask its service`,
        );
      }
      // A foreign key couples the modules as an import does: the referenced module's rows must be
      // there first, so it cannot in turn read the referencing module's.
      if (from) {
        if (!graph.has(from.module)) graph.set(from.module, new Map());
        const edges = graph.get(from.module);
        if (!edges.has(target.module)) {
          const how = foreignKey ? 'references' : 'imports';
          edges.set(target.module, `${at} ${how} ${target.module}${imp.typeOnly ? ' (types)' : ''}`);
        }
      }
      for (const [local, imported] of imp.names) {
        foreignNames.set(local, target.module);
        const table = tables.get(imported);
        if (table && table.module === target.module) {
          foreign.set(local, table);
          // Another module's tables are read only by list and read declarations, which take the
          // caller's scope; anything else asks the owner's service.
          if (from && !declaresReads) readOutside(at, imported, table);
        }
      }
      if (imp.namespace) foreignNamespaces.set(imp.namespace, target.module);
    }
    // A module's index.ts hands its services to every importer: tables stay in tables.ts.
    if (from && (from.inside === 'index' || from.inside === '')) {
      for (const imp of importsOf(code)) {
        if (!imp.spec.startsWith('./')) continue;
        for (const m of code
          .slice(imp.index)
          .split(/from\s*['"]/)[0]
          .matchAll(/[\w$]+/g)) {
          const table = tables.get(m[0]);
          if (table && table.module === from.module) {
            result.reads.push(
              `${shown(file)}:${lineAt(code, imp.index)} exports ${m[0]} (${table.sql}) to every importer: export tables from tables.ts, which only list and read declarations import`,
            );
          }
        }
      }
    }
    if (!from) continue;
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
      const named = of ? of[1].replace(/[[\]]/g, '').split(',') : lockedBy(code, m.index);
      for (const expr of named) {
        const table = tableIn(expr);
        if (table) report(m.index, `locks (FOR ${m[1].toUpperCase()})`, table);
      }
    }
    // Platform helpers that lock what they are given: visibleOr404(list, …, { lock }) and
    // list.visible(ex, scope, id, { lock }) lock the list's row, so another module's list may not.
    for (const m of bare.matchAll(/(?<![\w$.])(?:visibleOr404\s*\(\s*([\w$]+)|([\w$]+)\s*\.\s*visible\s*\()/g)) {
      const name = m[1] ?? m[2];
      const owner = foreignNames.get(name) ?? foreignNamespaces.get(name);
      if (!owner) continue;
      const call = bare.slice(m.index, bare.indexOf(';', m.index) + 1 || undefined);
      if (!/\block\b/.test(call)) continue;
      result.writes.push(
        `${shown(file)}:${lineAt(code, m.index)} locks ${name} of module ${owner} through ${m[1] ? 'visibleOr404' : 'visible'}: ask its service`,
      );
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
