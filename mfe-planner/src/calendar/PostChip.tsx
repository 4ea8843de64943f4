// A post on the calendar: time, type icon, channels, state colour and review badge. Opens the preview
// on click or Enter; draggable (and movable with M, see use-keyboard-move) unless read-only.
import type { PostState } from '@cadence/shared-lib/contract';
import { Badge, theme } from 'antd';
import type { DragEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../i18n/namespace';
import type { CalendarEntry } from '../preview/preview-model';
import { TypeIcon } from './post-look';

export interface PostChipProps {
  entry: CalendarEntry;
  readOnly?: boolean;
  /** Being moved with the keyboard. */
  moving?: boolean;
  onOpen(entry: CalendarEntry): void;
  onKeyDown?(entry: CalendarEntry, event: KeyboardEvent<HTMLElement>): void;
  onDragStart?(entry: CalendarEntry, event: DragEvent<HTMLElement>): void;
}

export function excerpt(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function PostChip({ entry, readOnly, moving, onOpen, onKeyDown, onDragStart }: PostChipProps) {
  const { t } = useTranslation(PLANNER_NS);
  const { token } = theme.useToken();
  const { post } = entry;
  const stateColor: Record<PostState, string> = {
    draft: token.colorTextQuaternary,
    scheduled: token.colorPrimary,
    processing: token.colorWarning,
    published: token.colorSuccess,
    failure: token.colorError,
  };
  const label = [
    entry.time,
    t(`calendar.type.${post.type}`),
    post.channelsName || t('calendar.noChannels'),
    t(`calendar.state.${post.state}`),
    post.reviewStatus !== 'none' ? t(`calendar.review.${post.reviewStatus}`) : null,
    excerpt(post.title || post.caption) || null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div
      role="button"
      tabIndex={0}
      data-testid={`post-${post.id}`}
      aria-label={label}
      aria-describedby={readOnly ? undefined : 'calendar-move-help'}
      draggable={!readOnly}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(entry);
      }}
      onKeyDown={(event) => {
        if (onKeyDown) onKeyDown(entry, event);
        if (event.defaultPrevented) return;
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen(entry);
        }
      }}
      onDragStart={(event) => onDragStart?.(entry, event)}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        minInlineSize: 0,
        paddingBlock: 1,
        paddingInline: 4,
        borderInlineStart: `3px solid ${stateColor[post.state]}`,
        borderRadius: token.borderRadiusSM,
        background: moving ? token.colorPrimaryBg : token.colorFillTertiary,
        outline: moving ? `2px dashed ${token.colorPrimary}` : undefined,
        fontSize: token.fontSizeSM,
        cursor: readOnly ? 'pointer' : 'grab',
        color: token.colorText,
      }}
    >
      <span style={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>{entry.time}</span>
      <TypeIcon type={post.type} />
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: 1 }}>
        {post.channels.length > 0 ? post.channels.map((c) => c.slice(0, 2).toUpperCase()).join(' ') : excerpt(post.title || post.caption, 20)}
      </span>
      {/* Failure and Publishing get a dot of their own, so they show beyond the thin border colour. */}
      {post.state === 'failure' || post.state === 'processing' ? (
        <Badge status={post.state === 'failure' ? 'error' : 'processing'} data-testid={`post-${post.id}-${post.state}`} aria-hidden />
      ) : null}
      {post.reviewStatus !== 'none' ? (
        <Badge status={post.reviewStatus === 'approved' ? 'success' : 'warning'} aria-hidden />
      ) : null}
    </div>
  );
}
