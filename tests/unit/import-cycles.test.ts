// No static import cycle in the app (src) or the functions (functions/src): a module in a cycle
// runs before the modules it imports have finished, so what it reads from them at load time can
// still be undefined, and a bundler cannot split the cycle's members into separate chunks.
// `import type` and dynamic import() are left out: neither runs anything when the module loads.
// Imports are read with TypeScript's own parser and resolved as the build does (relative, `@/`).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE_DIRS = ['src', 'functions/src'];
const SOURCE_FILE = /\.(ts|tsx)$/;

type Graph = Map<string, string[]>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a specifier names, as Vite and esbuild resolve it; null for packages and non-code files. */
function resolveSpecifier(specifier: string, importer: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(ROOT, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(importer), specifier)
      : null;
  if (base === null) return null;
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find((path) => SOURCE_FILE.test(path) && existsSync(path) && statSync(path).isFile()) ?? null;
}

/** An import that runs the imported module: not `import type`, nor one whose every name is a type. */
function importsAtRunTime(statement: ts.ImportDeclaration): boolean {
  const clause = statement.importClause;
  if (!clause) return true; // `import './x'`: run for its effects.
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.length === 0 || bindings.elements.some((element) => !element.isTypeOnly);
}

/** The files a module imports statically, at its top level (import and export ... from). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && importsAtRunTime(statement)) {
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    return [];
  });
  return specifiers.flatMap((specifier) => resolveSpecifier(specifier, file) ?? []);
}

function importGraph(): Graph {
  const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)));
  return new Map(files.map((file) => [file, staticImports(file)]));
}

/**
 * Each cycle, as the files of one strongly connected component (Tarjan's algorithm): a set of
 * modules that all reach each other, or one module that imports itself.
 */
function findCycles(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (node: string) => {
    index.set(node, counter);
    lowLink.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
  };

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('import cycles', () => {
  it('finds a cycle, and only a cycle, in a graph', () => {
    const graph: Graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['d']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('there is none among the static imports of src and functions/src', () => {
    const graph = importGraph();
    // The resolver must see the real graph, or an empty one would pass.
    expect(graph.size).toBeGreaterThan(200);
    expect([...graph.values()].flat().length).toBeGreaterThan(500);
    const cycles = findCycles(graph).map((files) => files.map((file) => relative(ROOT, file)).join(' <-> '));
    expect(cycles, 'static import cycles (break each by moving what both sides need into a module of its own)').toEqual(
      [],
    );
  });
});
