// Light (default) / dark skin; the button is named after the skin it switches to.
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLayoutStore } from '@cadence/shared-lib';
import { SHELL_NS } from '../i18n';
import { MoonIcon, SunIcon } from './icons';

export function SkinToggle() {
  const { t } = useTranslation(SHELL_NS);
  const skin = useLayoutStore((state) => state.skin);
  const toggleSkin = useLayoutStore((state) => state.toggleSkin);
  const label = skin === 'dark' ? t('lightMode') : t('darkMode');
  return (
    <Button type="text" aria-label={label} title={label} icon={skin === 'dark' ? <SunIcon /> : <MoonIcon />} onClick={toggleSkin} />
  );
}
