// What every federated remote exposes as `./module`: the shell builds its router, menus and
// dashboard from these. Pages and widgets are lazy so `./module` itself stays small.
import type { ComponentType, ReactNode } from 'react';
import type { FeatureKey, Locale } from '../contract/domain';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * Who may open a route or see a menu entry (spec §6): a CASL subject checked with `read`,
 * several joined by `|` (`'admin|staff'`). Omitted: any signed-in user.
 */
export type Resource = string;

export interface RouteDef {
  /** react-router path, e.g. `/schedules/:id`. */
  path: string;
  load: PageLoader;
  resource?: Resource;
  /** Gating feature key (spec §6): the user's `access` list must hold it. */
  feature?: FeatureKey;
  /** 'vertical' (menu + navbar, the default) or 'full' (bare page). */
  layout?: 'vertical' | 'full';
  /** Reachable without signing in. */
  public?: boolean;
  /** i18n key (in the remote's namespace) of the page title. */
  titleKey?: string;
}

export interface MenuEntry {
  key: string;
  /** i18n key in the remote's namespace. */
  titleKey: string;
  path?: string;
  icon?: ReactNode;
  resource?: Resource;
  feature?: FeatureKey;
  children?: MenuEntry[];
  /** Position in the menu; lower comes first. */
  order: number;
}

export interface WidgetDef {
  key: string;
  load: PageLoader;
  resource?: Resource;
  feature?: FeatureKey;
  order: number;
  /** Grid columns out of 24 on wide screens. */
  span?: number;
}

export type LocaleResources = Record<Locale, Record<string, string>>;

export interface RemoteModule {
  /** Federation name, e.g. `mfe_planner`. */
  name: string;
  version: string;
  /** i18n namespace owned by this remote. */
  namespace: string;
  locales: LocaleResources;
  routes: RouteDef[];
  menu: MenuEntry[];
  widgets: WidgetDef[];
}
