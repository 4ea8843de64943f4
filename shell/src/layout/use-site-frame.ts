// What the signed-in frames do with the site settings: load them, title the document with the product name.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n';
import { loadSiteSettings, useSiteSettings } from '../session/site-settings';

/** The product's name: the admin's choice, else the shipped one. */
export function useProductName(): string {
  const { t } = useTranslation(SHELL_NS);
  const productName = useSiteSettings((state) => state.productName);
  return productName ?? t('appName');
}

export function useSiteFrame(): void {
  const name = useProductName();
  useEffect(() => {
    void loadSiteSettings();
  }, []);
  useEffect(() => {
    document.title = name;
  }, [name]);
}
