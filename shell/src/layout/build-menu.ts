// The side menu: the shell's Dashboard entry plus every ready remote's `menu`, filtered by the user's
// resources, sorted by `order`, titles taken from each remote's own namespace. Plan-gated entries the
// plan lacks stay visible but locked (they lead to the upgrade prompt, so users see what an upgrade
// brings); entries whose feature is switched off are hidden (spec §6 "blocked").
import type { FeatureState, MenuEntry } from '@cadence/shared-lib';
import type { ReactNode } from 'react';
import type { ReadyRemote } from '../remotes/ready-modules';

export interface MenuNode {
  key: string;
  label: string;
  path?: string;
  icon?: ReactNode;
  /** The plan lacks the entry's feature: shown with a lock, its page is the upgrade prompt. */
  locked?: boolean;
  children?: MenuNode[];
}

export interface MenuDeps {
  canAccess: (resource?: string) => boolean;
  featureState: (feature?: MenuEntry['feature']) => FeatureState;
  /** Translates `key` in namespace `ns`. */
  translate: (ns: string, key: string) => string;
}

interface Sourced {
  entry: MenuEntry;
  ns: string;
}

/** The shell's own entry: users and admins have a dashboard; staff are sent to the workplace. */
export const DASHBOARD_ENTRY: MenuEntry = {
  key: 'dashboard',
  titleKey: 'menuDashboard',
  path: '/dashboard',
  resource: 'user|admin',
  order: 0,
};

function toNodes(items: Sourced[], deps: MenuDeps): MenuNode[] {
  return items
    .filter(({ entry }) => deps.canAccess(entry.resource) && deps.featureState(entry.feature) !== 'blocked')
    .sort((a, b) => a.entry.order - b.entry.order)
    .flatMap(({ entry, ns }): MenuNode[] => {
      const children = entry.children ? toNodes(entry.children.map((child) => ({ entry: child, ns })), deps) : undefined;
      // A group whose children are all hidden, and which has no page of its own, disappears.
      if (entry.children && children?.length === 0 && !entry.path) return [];
      const locked = deps.featureState(entry.feature) === 'locked';
      return [
        {
          key: `${ns}:${entry.key}`,
          label: deps.translate(ns, entry.titleKey),
          path: entry.path,
          icon: entry.icon,
          ...(locked ? { locked } : {}),
          children: children && children.length > 0 ? children : undefined,
        },
      ];
    });
}

export function buildMenu(remotes: ReadyRemote[], shellNs: string, deps: MenuDeps): MenuNode[] {
  const items: Sourced[] = [{ entry: DASHBOARD_ENTRY, ns: shellNs }];
  for (const remote of remotes) {
    for (const entry of remote.module.menu) items.push({ entry, ns: remote.module.namespace });
  }
  return toNodes(items, deps);
}

/** Key of the entry whose path best matches the location (the page or its parent), for highlighting. */
export function selectedKeys(nodes: MenuNode[], pathname: string): string[] {
  const matches: Array<{ key: string; length: number }> = [];
  const visit = (list: MenuNode[]) => {
    for (const node of list) {
      if (node.path && (pathname === node.path || pathname.startsWith(`${node.path}/`))) {
        matches.push({ key: node.key, length: node.path.length });
      }
      if (node.children) visit(node.children);
    }
  };
  visit(nodes);
  matches.sort((a, b) => b.length - a.length);
  return matches.length > 0 ? [matches[0].key] : [];
}
