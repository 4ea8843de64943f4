// antd theme, direction and locale for everything rendered below, following the layout store
// (skin) and i18next (language). Also mounts the server-error toasts.
import { currentLocale, isRtl, useLayoutStore } from '@cadence/shared-lib';
import { App, ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ANTD_LOCALES } from './antd-locales';
import { AppBridge } from './app-bridge';
import { ServerErrorToasts } from './ServerErrorToasts';

// antd's description and tertiary texts (45 % alpha) fall below WCAG AA contrast on its layout
// background; they take the secondary text's alpha instead. The primary colour is the brand's.
// colorLink: antd's default link blue is under 4.5:1 on white; links take the brand colour at AA contrast.
const LIGHT_TOKENS = { colorPrimary: '#5b3fd6', colorLink: '#5b3fd6', colorTextDescription: 'rgba(0, 0, 0, 0.65)', colorTextTertiary: 'rgba(0, 0, 0, 0.65)' };
const DARK_TOKENS = { colorPrimary: '#7c66e8', colorLink: '#a999f5', colorTextDescription: 'rgba(255, 255, 255, 0.65)', colorTextTertiary: 'rgba(255, 255, 255, 0.65)' };

export function AntdProviders({ children }: { children: ReactNode }) {
  const skin = useLayoutStore((state) => state.skin);
  // Subscribing re-renders on language changes; currentLocale() narrows to a supported locale.
  useTranslation();
  const locale = currentLocale();
  return (
    <ConfigProvider
      direction={isRtl(locale) ? 'rtl' : 'ltr'}
      locale={ANTD_LOCALES[locale]}
      theme={{
        algorithm: skin === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: skin === 'dark' ? DARK_TOKENS : LIGHT_TOKENS,
      }}
    >
      <App>
        <AppBridge />
        <ServerErrorToasts />
        {children}
      </App>
    </ConfigProvider>
  );
}
