// Appears after 250 px of scrolling (spec §9).
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n';
import { ArrowUpIcon } from './icons';

export const SCROLL_THRESHOLD_PX = 250;

export function ScrollToTop() {
  const { t } = useTranslation(SHELL_NS);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <Button
      className="cs-scroll-top"
      type="primary"
      shape="circle"
      aria-label={t('scrollToTop')}
      title={t('scrollToTop')}
      icon={<ArrowUpIcon />}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    />
  );
}
