// ESLint rule `local/no-import-cycles`: a module must not be reachable from the modules it
// imports. Counts value imports only (`import type` / `export type` and all-type specifier lists
// are erased by TypeScript and cannot form a cycle at run time); dynamic `import()` is lazy and
// does not count. Resolves relative paths and the app's aliases ($engine → lib, $lib → src/lib).
// The graph is parsed with TypeScript once per file per lint run (cached by path and mtime).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

const SCRIPT = /<script[^>]*>([\s\S]*?)<\/script>/g;
/** @type {Map<string, { mtime: number, imports: string[] }>} file -> its resolved value imports */
const cache = new Map();

/** @param {string} base */
function candidates(base) {
  return [base, `${base}.ts`, `${base}.js`, join(base, 'index.ts'), join(base, 'index.js')];
}

/**
 * The file an import specifier names, or null for a package or an unresolvable path.
 * @param {string} fromFile @param {string} spec @param {string} root @returns {string | null}
 */
export function resolveImport(fromFile, spec, root) {
  let base;
  if (spec.startsWith('./') || spec.startsWith('../')) base = resolve(dirname(fromFile), spec);
  else if (spec === '$engine' || spec.startsWith('$engine/')) base = join(root, 'lib', spec.slice('$engine'.length));
  else if (spec === '$lib' || spec.startsWith('$lib/')) base = join(root, 'src/lib', spec.slice('$lib'.length));
  else return null;
  for (const c of candidates(base)) if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

/**
 * Value-import specifiers of a TypeScript source text.
 * @param {string} text @param {string} fileName @returns {string[]}
 */
export function valueImports(text, fileName) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const out = [];
  for (const st of source.statements) {
    if (ts.isImportDeclaration(st)) {
      const clause = st.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const allTypes = clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
      if (!allTypes && ts.isStringLiteral(st.moduleSpecifier)) out.push(st.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier) {
      if (st.isTypeOnly) continue;
      const named = st.exportClause;
      const allTypes = named && ts.isNamedExports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
      if (!allTypes && ts.isStringLiteral(st.moduleSpecifier)) out.push(st.moduleSpecifier.text);
    }
  }
  return out;
}

/** @param {string} file */
function sourceText(file) {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.svelte')) return text;
  return [...text.matchAll(SCRIPT)].map((m) => m[1]).join('\n');
}

/** @param {string} file @param {string} root @returns {string[]} */
function importsOf(file, root) {
  const mtime = statSync(file).mtimeMs;
  const hit = cache.get(file);
  if (hit && hit.mtime === mtime) return hit.imports;
  const imports = valueImports(sourceText(file), file)
    .map((spec) => resolveImport(file, spec, root))
    .filter(/** @returns {f is string} */ (f) => f !== null);
  cache.set(file, { mtime, imports });
  return imports;
}

/**
 * A path of files from `start` back to `target`, or null.
 * @param {string} start @param {string} target @param {string} root @returns {string[] | null}
 */
function pathTo(start, target, root) {
  const seen = new Set();
  /** @type {[string, string[]][]} */
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, path] = /** @type {[string, string[]]} */ (stack.pop());
    if (file === target) return path;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(file, root)) stack.push([next, [...path, next]]);
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid value-import cycles between modules' },
    messages: { cycle: 'Import cycle: {{path}}. Move what both need into a third module.' },
    schema: []
  },
  create(context) {
    const file = context.physicalFilename;
    const root = context.cwd;
    /** @param {any} node ESTree import/export declaration (typescript-eslint adds importKind/exportKind) */
    const check = (node) => {
      if (node.importKind === 'type' || node.exportKind === 'type' || !node.source) return;
      const specifiers = node.specifiers ?? [];
      if (specifiers.length > 0 && specifiers.every((/** @type {any} */ s) => s.importKind === 'type' || s.exportKind === 'type')) return;
      const target = resolveImport(file, node.source.value, root);
      if (target === null) return;
      const path = pathTo(target, file, root);
      if (path === null) return;
      const rel = (/** @type {string} */ f) => f.slice(root.length + 1);
      context.report({ node, messageId: 'cycle', data: { path: [file, ...path].map(rel).join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  }
};
