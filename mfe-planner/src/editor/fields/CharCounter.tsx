// "123 / 280" for one network: secondary while within the limit, red (danger) once over it.
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../../i18n/namespace';

export function CharCounter({ length, limit, id }: { length: number; limit: number; id?: string }) {
  const { t } = useTranslation(PLANNER_NS);
  const over = length > limit;
  return (
    <Typography.Text id={id} type={over ? 'danger' : 'secondary'} data-over={over ? 'true' : 'false'} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {t('editor.counter', { length, limit })}
    </Typography.Text>
  );
}
