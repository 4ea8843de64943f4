// Bundle rule: the core entry (src/index.ts) must never reach antd, and the antd half must reach
// the core only through the package name (so stores, i18n and abilities stay single instances).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = __dirname;
const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveLocal(from: string, spec: string): string {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`Cannot resolve ${spec} from ${from}`);
}

function specifiers(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** Every file reachable from `entry` by relative imports, with the bare imports each makes. */
function importGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (graph.has(file)) continue;
    const bare: string[] = [];
    for (const spec of specifiers(file)) {
      if (spec.startsWith('.')) {
        const target = resolveLocal(file, spec);
        if (!target.endsWith('.json')) queue.push(target);
      } else bare.push(spec);
    }
    graph.set(file, bare);
  }
  return graph;
}

const FORBIDDEN_IN_CORE = /^(antd(\/|$)|@ant-design\/|@cadence\/shared-lib\/antd$|@cadence\/shared-lib\/testing$)/;

function forbiddenImports(graph: Map<string, string[]>): string[] {
  return [...graph].flatMap(([file, bare]) => bare.filter((s) => FORBIDDEN_IN_CORE.test(s)).map((s) => `${relative(SRC, file)} → ${s}`));
}

it('the scanner sees every kind of import (so the checks below can fail)', () => {
  const code = `import a from 'antd';\nimport type { B } from "@ant-design/icons";\nexport { c } from './x';\nconst d = import('antd/es/button');\nrequire('antd/lib/x');\nimport './side-effect';`;
  expect([...code.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3])).toEqual([
    'antd',
    '@ant-design/icons',
    './x',
    'antd/es/button',
    'antd/lib/x',
    './side-effect',
  ]);
});

it('nothing reachable from src/index.ts imports antd or @ant-design/*', () => {
  const graph = importGraph(join(SRC, 'index.ts'));
  expect(graph.size).toBeGreaterThan(20);
  expect(graph.has(join(SRC, 'client', 'http.ts'))).toBe(true);
  expect(forbiddenImports(graph)).toEqual([]);
});

it('the antd half imports the core only as @cadence/shared-lib', () => {
  const antdDir = join(SRC, 'antd');
  const graph = importGraph(join(antdDir, 'index.ts'));
  const escapes = [...graph.keys()].filter((file) => !file.startsWith(antdDir)).map((file) => relative(SRC, file));
  expect(escapes).toEqual([]);
  expect([...graph.values()].flat()).toContain('@cadence/shared-lib');
});
