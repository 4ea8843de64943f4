// Test doubles for the Module Federation runtime: remote modules served from memory, with switches to
// make a remote dead (loads reject) or hanging (loads never settle). No network involved.
import type { PageLoader, RemoteModule, RouteDef, WidgetDef, MenuEntry } from '@cadence/shared-lib';
import type { ComponentType } from 'react';
import type { FederationRuntime } from '../../src/remotes/federation-runtime';

export function page(Component: ComponentType): PageLoader {
  return () => Promise.resolve({ default: Component });
}

export function textPage(text: string): PageLoader {
  const Page = () => <p>{text}</p>;
  return page(Page);
}

export function makeModule(
  name: string,
  parts: { routes?: RouteDef[]; menu?: MenuEntry[]; widgets?: WidgetDef[]; texts?: Record<string, string>; version?: string },
): RemoteModule {
  const texts = parts.texts ?? {};
  return {
    name,
    version: parts.version ?? '1.0.0',
    namespace: name.replace(/_/g, '-'),
    locales: { en: texts, ar: texts, fr: texts, de: texts, pt: texts },
    routes: parts.routes ?? [],
    menu: parts.menu ?? [],
    widgets: parts.widgets ?? [],
  };
}

export interface FakeRuntime {
  runtime: FederationRuntime;
  dead: Set<string>;
  hanging: Set<string>;
  registrations: Array<{ name: string; force: boolean }>;
  loads: string[];
}

export function createFakeRuntime(modules: Record<string, RemoteModule>): FakeRuntime {
  const fake: FakeRuntime = {
    dead: new Set(),
    hanging: new Set(),
    registrations: [],
    loads: [],
    runtime: {
      registerRemotes(remotes, options) {
        for (const remote of remotes) fake.registrations.push({ name: remote.name, force: options?.force === true });
      },
      loadRemote(id) {
        fake.loads.push(id);
        const name = id.split('/')[0];
        if (fake.hanging.has(name)) return new Promise<never>(() => undefined);
        const mod = modules[name];
        if (fake.dead.has(name) || !mod) return Promise.reject(new Error(`Loading script failed for ${name}`));
        return Promise.resolve({ default: mod });
      },
    },
  };
  return fake;
}

/** The /remotes.json a test serves for these modules. */
export function remotesMapFor(modules: Record<string, RemoteModule>): Record<string, string> {
  return Object.fromEntries(Object.keys(modules).map((name) => [name, `http://remotes.test/${name}/mf-manifest.json`]));
}
