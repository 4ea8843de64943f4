// Public site settings the signed-in frame follows (spec §2 /admin/settings): the product name (title
// and brand) and maintenance mode. Read once per page load; the API's 503 covers later switches.
import { create } from 'zustand';
import { call } from '@cadence/shared-lib';

export interface SiteSettingsState {
  loaded: boolean;
  productName: string | null;
  maintenance: boolean;
  maintenanceMessage: string | null;
}

const INITIAL: SiteSettingsState = { loaded: false, productName: null, maintenance: false, maintenanceMessage: null };

export const useSiteSettings = create<SiteSettingsState>()(() => INITIAL);

let pending: Promise<void> | null = null;

export function loadSiteSettings(): Promise<void> {
  pending ??= call('publicSettings', { query: { keys: 'product_name,maintenance_mode,maintenance_message' } })
    .then(({ data }) => {
      useSiteSettings.setState({
        loaded: true,
        productName: data.product_name?.trim() || null,
        maintenance: data.maintenance_mode === true,
        maintenanceMessage: data.maintenance_message ?? null,
      });
    })
    .catch(() => {
      // Defaults stay (the shipped name, no maintenance); the next page load asks again.
      useSiteSettings.setState({ loaded: true });
    });
  return pending;
}

/** Forgets what was read (tests, and after an admin changes the settings). */
export function resetSiteSettings(): void {
  pending = null;
  useSiteSettings.setState(INITIAL);
}
