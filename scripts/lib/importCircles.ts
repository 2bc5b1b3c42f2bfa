import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Which edges count: runtime imports always; `import type` and type-only names, and `import()`, on request. */
export interface CircleOptions {
  /** Count type-only imports (erased at build time, but they still couple files). */
  types?: boolean;
  /** Count `import()` of a literal path (a lazily loaded chunk that imports its loader back is a circle too). */
  dynamic?: boolean;
}

/** The browser-side sources: what ships or tests beside it. */
const ROOTS = ['src', 'ui', 'game-engine'];

function sourceFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(p);
    }
  };
  for (const r of ROOTS) if (fs.existsSync(path.join(root, r))) walk(path.join(root, r));
  return out;
}

/** The project files a file imports (relative specifiers only; packages are not ours). */
function importsOf(file: string, known: Set<string>, options: CircleOptions): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out = new Set<string>();
  const add = (spec: string) => {
    if (!spec.startsWith('.')) return;
    const base = path.resolve(path.dirname(file), spec);
    const hit = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((c) => known.has(c));
    if (hit) out.add(hit);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly = !!clause?.isTypeOnly || (!!clause && !clause.name && !!named?.length && named.every((e) => e.isTypeOnly));
      if (options.types || !typeOnly) add(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (options.types || !node.isTypeOnly) add(node.moduleSpecifier.text);
    } else if (
      options.dynamic &&
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...out];
}

/**
 * The import circles of the browser-side sources under `root`: each strongly connected component of more than one
 * file (every file in it reaches every other), as project-relative paths, sorted.
 */
export function importCircles(root: string, options: CircleOptions = {}): string[][] {
  const files = sourceFiles(root);
  const known = new Set(files);
  const graph = new Map(files.map((f) => [f, importsOf(f, known, options)]));
  // Tarjan's strongly connected components.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const connect = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)!) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) circles.push(component.map((f) => path.relative(root, f).split(path.sep).join('/')).sort());
  };
  for (const f of files) if (!index.has(f)) connect(f);
  return circles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
