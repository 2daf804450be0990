// Reading TypeScript source without a parser: comments blanked (line numbers kept), template
// literals with their tag and their `${}` expressions, and the import declarations of a file.

/**
 * The text with every comment replaced by spaces (newlines kept: `code`), the same with the
 * contents of strings and template literals blanked too (`bare`: only code is left to match), and
 * the template literals met: `{ tag, start, end, quasis, exprs }`. Strings, regular expressions in
 * the usual places and nested templates inside `${}` are skipped over, so a `//` in a URL is not a
 * comment.
 */
export function scan(text) {
  const out = text.split('');
  const literals = [];
  const templates = [];
  let i = 0;
  const blank = (from, to) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  // Returns the index after the template that starts at `start` (a backtick).
  const template = (start) => {
    const tag = /([\w$.]+)\s*$/.exec(text.slice(Math.max(0, start - 40), start))?.[1] ?? null;
    const t = { tag, start, end: start, quasis: [], exprs: [] };
    templates.push(t);
    let j = start + 1;
    let quasi = '';
    while (j < text.length) {
      const c = text[j];
      if (c === '\\') {
        quasi += text.slice(j, j + 2);
        j += 2;
      } else if (c === '`') {
        t.quasis.push(quasi);
        t.end = j + 1;
        return j + 1;
      } else if (c === '$' && text[j + 1] === '{') {
        t.quasis.push(quasi);
        quasi = '';
        const exprStart = j + 2;
        j = code(exprStart, '}');
        t.exprs.push(text.slice(exprStart, j - 1));
      } else {
        quasi += c;
        j++;
      }
    }
    t.end = j;
    return j;
  };
  // Notes a literal's span (its quotes kept), to blank in `bare`.
  const literal = (from, to) => {
    literals.push([from + 1, to - 1]);
    return to;
  };
  // Skips code from `from` until the closing `close` at depth 0 (or the end); answers the index after it.
  const code = (from, close) => {
    let j = from;
    let depth = 0;
    while (j < text.length) {
      const c = text[j];
      const next = text[j + 1];
      if (c === '/' && next === '/') {
        const e = text.indexOf('\n', j);
        const end = e === -1 ? text.length : e;
        blank(j, end);
        j = end;
      } else if (c === '/' && next === '*') {
        const e = text.indexOf('*/', j + 2);
        const end = e === -1 ? text.length : e + 2;
        blank(j, end);
        j = end;
      } else if (c === "'" || c === '"') {
        const from = j;
        j++;
        while (j < text.length && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
        j = literal(from, j + 1);
      } else if (c === '`') {
        j = literal(j, template(j));
      } else if (c === '/' && /[(,=:[!&|?{};]\s*$|^\s*$|\breturn\s*$/.test(text.slice(Math.max(0, j - 20), j))) {
        // A regular expression literal: skip to its closing slash (classes may hold a slash).
        j++;
        let inClass = false;
        while (j < text.length && text[j] !== '\n') {
          if (text[j] === '/' && !inClass) break;
          if (text[j] === '[') inClass = true;
          else if (text[j] === ']') inClass = false;
          j += text[j] === '\\' ? 2 : 1;
        }
        j++;
      } else if (c === '{' || c === '(' || c === '[') {
        depth++;
        j++;
      } else if (c === '}' || c === ')' || c === ']') {
        if (depth === 0 && c === close) return j + 1;
        depth--;
        j++;
      } else j++;
    }
    return j;
  };
  while (i < text.length) i = code(i, null);
  const bare = [...out];
  for (const [from, to] of literals) for (let k = from; k < to; k++) if (bare[k] !== '\n') bare[k] = ' ';
  return { code: out.join(''), bare: bare.join(''), templates };
}

/** The line of an index in a text. */
export const lineAt = (text, index) => text.slice(0, index).split('\n').length;

const importDecl =
  /(?<![\w$.])(import|export)\s+(type\s+)?((?:[\w$]+\s*,\s*)?(?:\*\s+as\s+[\w$]+|\{[^}]*\}|[\w$]+|\*)?)\s*(?:from\s*)?['"]([^'"\n]+)['"]/g;
const dynamicImport = /(?<![\w$.])import\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/**
 * The imports and re-exports of a (comment-free) text: `{ spec, index, typeOnly, dynamic, names,
 * namespace }`, `names` mapping each local name to the imported one.
 */
export function importsOf(code) {
  const found = [];
  for (const m of code.matchAll(importDecl)) {
    const [, kind, typeKw, clause = '', spec] = m;
    const names = new Map();
    let namespace = null;
    let allTypes = Boolean(typeKw);
    const braces = /\{([^}]*)\}/.exec(clause);
    if (braces) {
      const parts = braces[1]
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      if (parts.length && parts.every((p) => p.startsWith('type '))) allTypes = true;
      for (const part of parts) {
        const [imported, local = imported] = part.replace(/^type\s+/, '').split(/\s+as\s+/);
        if (kind === 'import') names.set(local.trim(), imported.trim());
      }
    }
    const ns = /\*\s+as\s+([\w$]+)/.exec(clause);
    if (ns && kind === 'import') namespace = ns[1];
    const def = /^([\w$]+)\s*(?:,|$)/.exec(clause.trim());
    if (def && kind === 'import' && def[1] !== 'type') names.set(def[1], 'default');
    found.push({ spec, index: m.index, typeOnly: allTypes, dynamic: false, names, namespace });
  }
  for (const m of code.matchAll(dynamicImport)) {
    found.push({ spec: m[1], index: m.index, typeOnly: false, dynamic: true, names: new Map(), namespace: null });
  }
  return found.sort((a, b) => a.index - b.index);
}
