// antd theme, direction and locale for everything rendered below, following the layout store
// (skin) and i18next (language). Also mounts the server-error toasts.
import { currentLocale, isRtl, useLayoutStore } from '@cadence/shared-lib';
import { App, ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ANTD_LOCALES } from './antd-locales';
import { AppBridge } from './app-bridge';
import { ServerErrorToasts } from './ServerErrorToasts';

export function AntdProviders({ children }: { children: ReactNode }) {
  const skin = useLayoutStore((state) => state.skin);
  // Subscribing re-renders on language changes; currentLocale() narrows to a supported locale.
  useTranslation();
  const locale = currentLocale();
  return (
    <ConfigProvider
      direction={isRtl(locale) ? 'rtl' : 'ltr'}
      locale={ANTD_LOCALES[locale]}
      theme={{ algorithm: skin === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm }}
    >
      <App>
        <AppBridge />
        <ServerErrorToasts />
        {children}
      </App>
    </ConfigProvider>
  );
}
