// The caption, and per network an optional variant ("Use a different text for X"; empty = the
// caption), each with a live counter against that network's limit.
import { Flex, Form, Input, Switch, Tabs, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../../i18n/namespace';
import { counts, type Draft } from '../draft';
import { NETWORKS, type Network } from '../networks';
import { CharCounter } from './CharCounter';
import { networkName } from './network-name';

export interface CaptionFieldProps {
  draft: Draft;
  onChange(change: Partial<Draft>): void;
}

export function CaptionField({ draft, onChange }: CaptionFieldProps) {
  const { t } = useTranslation(PLANNER_NS);
  const id = useId();
  const lengths = counts(draft);

  const setVariant = (network: Network, text: string | undefined) => {
    const variants = { ...draft.variants };
    if (text === undefined) delete variants[network];
    else variants[network] = text;
    onChange({ variants });
  };

  return (
    <>
      <Form.Item label={t('editor.caption')} htmlFor={`${id}-caption`}>
        <Input.TextArea
          id={`${id}-caption`}
          value={draft.caption}
          onChange={(event) => onChange({ caption: event.target.value })}
          autoSize={{ minRows: 4, maxRows: 14 }}
          placeholder={t('editor.captionPlaceholder')}
        />
      </Form.Item>
      <Tabs
        size="small"
        items={NETWORKS.map((network) => {
          const name = networkName(t, network);
          const on = draft.variants[network] !== undefined;
          const counterId = `${id}-${network}-count`;
          return {
            key: network,
            label: (
              <span>
                {name}{' '}
                <CharCounter length={lengths[network].length} limit={lengths[network].limit} />
              </span>
            ),
            children: (
              <Flex vertical gap="small" style={{ marginBottom: 16 }}>
                <Flex gap="small" align="center">
                  <Switch
                    id={`${id}-${network}-toggle`}
                    size="small"
                    checked={on}
                    onChange={(checked) => setVariant(network, checked ? '' : undefined)}
                  />
                  <label htmlFor={`${id}-${network}-toggle`}>{t('editor.variantToggle', { network: name })}</label>
                </Flex>
                {on ? (
                  <Form.Item label={t('editor.variantLabel', { network: name })} htmlFor={`${id}-${network}-text`} style={{ marginBottom: 0 }}>
                    <Input.TextArea
                      id={`${id}-${network}-text`}
                      value={draft.variants[network]}
                      onChange={(event) => setVariant(network, event.target.value)}
                      autoSize={{ minRows: 3, maxRows: 10 }}
                      placeholder={draft.caption || t('editor.variantPlaceholder')}
                      aria-describedby={counterId}
                    />
                  </Form.Item>
                ) : (
                  <Typography.Text type="secondary">{t('editor.variantOff', { network: name })}</Typography.Text>
                )}
                <Flex justify="end">
                  <CharCounter id={counterId} length={lengths[network].length} limit={lengths[network].limit} />
                </Flex>
              </Flex>
            ),
          };
        })}
      />
    </>
  );
}
