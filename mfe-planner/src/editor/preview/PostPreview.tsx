// The post as each network would show it, one tab per network (its variant or else the caption).
import { useSessionStore } from '@cadence/shared-lib';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../../i18n/namespace';
import type { EditorMedia, LinkMeta } from '../editor-api';
import { networkName } from '../fields/network-name';
import { NETWORKS, textFor, type Network } from '../networks';
import { NetworkPost } from './NetworkPost';

export interface PostPreviewProps {
  caption: string;
  variants: Partial<Record<Network, string>>;
  media: EditorMedia[];
  linkMeta: LinkMeta | null;
  when: string | null;
  /** Networks to show first (the chosen channels); all four stay reachable. */
  channels?: Network[];
}

export function PostPreview({ caption, variants, media, linkMeta, when, channels = [] }: PostPreviewProps) {
  const { t } = useTranslation(PLANNER_NS);
  const user = useSessionStore((state) => state.user);
  const author = { name: user?.full_name ?? '', avatar: user?.avatar ?? null };
  const order = [...NETWORKS.filter((n) => channels.includes(n)), ...NETWORKS.filter((n) => !channels.includes(n))];
  return (
    <Tabs
      aria-label={t('editor.preview.title')}
      items={order.map((network) => ({
        key: network,
        label: networkName(t, network),
        children: <NetworkPost network={network} author={author} text={textFor(caption, variants, network)} media={media} linkMeta={linkMeta} when={when} />,
      }))}
    />
  );
}
