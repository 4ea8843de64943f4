// Where the post goes: the four networks (the accounts of each are picked below, in AccountPicker).
// Instagram only publishes with an image or a video, which is said next to it.
import { Checkbox, Flex, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PLANNER_NS } from '../../i18n/namespace';
import { NETWORKS, type Network } from '../networks';
import { networkName } from './network-name';

export const CONNECTIONS_PATH = '/pages/account-setting/connections';

export function ChannelsField({ channels, hasMedia, onChange }: { channels: Network[]; hasMedia: boolean; onChange(channels: Network[]): void }) {
  const { t } = useTranslation(PLANNER_NS);
  const id = useId();
  const instagramProblem = channels.includes('instagram') && !hasMedia;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontSize: 'inherit', marginBottom: 8 }}>{t('editor.channels')}</legend>
      <Flex wrap gap="middle">
        {NETWORKS.map((network) => (
          <Checkbox
            key={network}
            checked={channels.includes(network)}
            aria-describedby={network === 'instagram' && instagramProblem ? `${id}-instagram` : undefined}
            onChange={(event) => onChange(event.target.checked ? [...channels, network] : channels.filter((c) => c !== network))}
          >
            {networkName(t, network)}
          </Checkbox>
        ))}
      </Flex>
      {instagramProblem ? (
        <Typography.Text type="danger" id={`${id}-instagram`} style={{ display: 'block', marginTop: 4 }}>
          {t('editor.blocked.instagramMedia')}
        </Typography.Text>
      ) : null}
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('editor.connectNote')} <Link to={CONNECTIONS_PATH}>{t('editor.connectLink')}</Link>
      </Typography.Paragraph>
    </fieldset>
  );
}
