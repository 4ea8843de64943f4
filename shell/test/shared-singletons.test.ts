/**
 * @jest-environment node
 */
// Every app (the shell and the six remotes) shares the same singletons through tools/webpack/shared.js.
// Two apps whose requiredVersion ranges for one singleton do not intersect would fail at runtime
// ("Unsatisfied version"), so this check fails first.
import { readFileSync } from 'fs';
import { createRequire } from 'module';
import path from 'path';

interface SharedEntry {
  singleton: boolean;
  requiredVersion: string | false;
  version?: string;
}
interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}
interface MfOptions {
  name: string;
  remotes: Record<string, unknown>;
  shareStrategy: string;
  shared: Record<string, SharedEntry>;
}

const root = path.join(__dirname, '..', '..');
const load = createRequire(__filename);
const { sharedConfig, SINGLETONS } = load(path.join(root, 'tools/webpack/shared.js')) as {
  sharedConfig: (pkg: PackageJson) => Record<string, SharedEntry>;
  SINGLETONS: Array<[string, string]>;
};
const semver = load('semver') as {
  intersects: (a: string, b: string) => boolean;
  validRange: (range: string) => string | null;
};

const APPS = ['shell', 'mfe-planner', 'mfe-checklists', 'mfe-analytics', 'mfe-ideas', 'mfe-admin', 'mfe-account'];

const configs = APPS.map((app) => {
  const pkg = JSON.parse(readFileSync(path.join(root, app, 'package.json'), 'utf8')) as PackageJson;
  return { app, shared: sharedConfig(pkg) };
});

function conflicts(list: Array<{ app: string; shared: Record<string, SharedEntry> }>): string[] {
  const found: string[] = [];
  for (const [request] of SINGLETONS) {
    for (let i = 0; i < list.length; i += 1) {
      for (let j = i + 1; j < list.length; j += 1) {
        const a = String(list[i].shared[request].requiredVersion);
        const b = String(list[j].shared[request].requiredVersion);
        if (!semver.intersects(a, b)) found.push(`${request}: ${list[i].app} ${a} vs ${list[j].app} ${b}`);
      }
    }
  }
  return found;
}

describe('shared singletons across the seven apps', () => {
  it('gives every app the same singleton list, each entry a singleton with a valid range', () => {
    const expected = SINGLETONS.map(([request]) => request).sort();
    for (const { app, shared } of configs) {
      expect({ app, requests: Object.keys(shared).sort() }).toEqual({ app, requests: expected });
      for (const [request, entry] of Object.entries(shared)) {
        expect({ app, request, singleton: entry.singleton }).toEqual({ app, request, singleton: true });
        expect(typeof entry.requiredVersion === 'string' && semver.validRange(entry.requiredVersion)).toBeTruthy();
      }
    }
  });

  it('has overlapping requiredVersion ranges for every pair of apps', () => {
    expect(conflicts(configs)).toEqual([]);
  });

  it('reports an app whose range for a singleton cannot meet the others', () => {
    // Guards the check itself: a shell pinned to React 18 must be reported against every remote.
    const shellPkg = JSON.parse(readFileSync(path.join(root, 'shell', 'package.json'), 'utf8')) as PackageJson;
    const outdated = { app: 'shell', shared: sharedConfig({ ...shellPkg, dependencies: { ...shellPkg.dependencies, react: '^18.2.0' } }) };
    const found = conflicts([outdated, ...configs.slice(1)]);
    expect(found).toContain('react: shell ^18.2.0 vs mfe-planner ' + configs[1].shared.react.requiredVersion);
    expect(found.every((line) => line.startsWith('react'))).toBe(true);
  });

  it("configures the shell as a host with no compiled-in remotes and 'loaded-first' sharing", () => {
    const makeConfig = load(path.join(root, 'shell/webpack.config.js')) as (
      env: unknown,
      argv: { mode: string },
    ) => { plugins: Array<{ constructor: { name: string }; _options?: MfOptions }> };
    const plugin = makeConfig({}, { mode: 'production' }).plugins.find(
      (p) => p.constructor.name === 'ModuleFederationPlugin',
    );
    expect(plugin?._options?.shareStrategy).toBe('loaded-first');
    expect(plugin?._options?.remotes).toEqual({});
    expect(plugin?._options?.name).toBe('shell');
    expect(Object.values(plugin?._options?.shared ?? {}).every((entry) => entry.singleton)).toBe(true);
  });
});
