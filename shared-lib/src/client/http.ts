// The one axios instance of the product (DESIGN §2): every app and remote calls the API through it.
import axios, { isAxiosError, isCancel } from 'axios';
import { API_PREFIX } from '../contract/http';
import { useSessionStore } from '../stores/session-store';
import { IMPERSONATION_RETURN_PATH, readImpersonationStash, restoreAdminSession } from '../stores/impersonation-stash';
import { isMaintenanceAnswer, MAINTENANCE_PATH, rememberMaintenanceMessage } from '../stores/maintenance';
import { deniedFeature, emitUpgradeRequired, isPlanFeatureDenial } from '../ability/upgrade-required';
import { i18n } from '../i18n/i18n';
import { navigate } from './navigation';
import { emitServerError } from './server-errors';
import { readXsrfToken } from './xsrf';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Statuses the caller shows itself (see CallInput.handles): the global error toast stays quiet. */
    handledStatuses?: readonly number[];
  }
}

export const LOGIN_PATH = '/login';
export const NOT_AUTHORIZED_PATH = '/pages/miscellaneous/not-authorized';
/** Pages a signed-out visitor uses: a 401 there must not bounce the visitor to /login again. */
const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password'];

export const http = axios.create({
  baseURL: `${API_PREFIX}/`,
  withCredentials: true,
  // We echo the XSRF cookie ourselves (below), so axios must not add a second copy.
  withXSRFToken: false,
  headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
});

http.interceptors.request.use((config) => {
  const token = useSessionStore.getState().accessToken;
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  const xsrf = readXsrfToken();
  if (xsrf) config.headers.set('X-XSRF-TOKEN', xsrf);
  return config;
});

function onAuthPage(): boolean {
  const path = window.location.pathname;
  return AUTH_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}

function serverMessage(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) {
    return data.message;
  }
  return null;
}

/** Side effects of a failed call (spec §6, §8); the error is always passed on to the caller. */
export function handleHttpError(error: unknown): void {
  if (isCancel(error)) return;
  const status = isAxiosError(error) ? error.response?.status : undefined;
  const data: unknown = isAxiosError(error) ? error.response?.data : undefined;
  if (status === 401) {
    // An expired impersonation token hands the admin their own session back.
    if (readImpersonationStash() && restoreAdminSession()) {
      navigate(IMPERSONATION_RETURN_PATH);
      return;
    }
    useSessionStore.getState().clear();
    if (!onAuthPage()) navigate(LOGIN_PATH);
    return;
  }
  if (status === 403) {
    // The feature gate's 403 asks for an upgrade (the shell shows the prompt); others are not-authorized.
    if (isPlanFeatureDenial(data) && emitUpgradeRequired(deniedFeature(data))) return;
    navigate(NOT_AUTHORIZED_PATH);
    return;
  }
  // 422: the form shows firstValidationMessage(error) itself.
  if (status === 422) return;
  if (status !== undefined && isAxiosError(error) && error.config?.handledStatuses?.includes(status)) return;
  if (status === 503 && isMaintenanceAnswer(data)) {
    rememberMaintenanceMessage(serverMessage(data));
    if (window.location.pathname !== MAINTENANCE_PATH) navigate(MAINTENANCE_PATH);
    return;
  }
  emitServerError(serverMessage(data) ?? i18n.t('common:serverError.generic'));
}

http.interceptors.response.use(undefined, (error: unknown) => {
  handleHttpError(error);
  return Promise.reject(error);
});
