// A translated "this part is being built" state for features not delivered yet.
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ComingSoonProps {
  /** Title key; a key of 'common' unless prefixed with another namespace (`'mfe-ideas:title'`). */
  titleKey?: string;
}

export function ComingSoon({ titleKey }: ComingSoonProps) {
  const { t } = useTranslation('common');
  return (
    <div data-testid="coming-soon">
      <Result status="info" title={t(titleKey ?? 'comingSoon.title')} subTitle={t('comingSoon.text')} />
    </div>
  );
}
