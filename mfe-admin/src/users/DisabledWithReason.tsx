// A disabled control with a tooltip saying why. Disabled controls take no focus or hover, so a
// focusable wrapper carries the tooltip to mouse and keyboard users alike.
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';

export interface DisabledWithReasonProps {
  /** Why the control is disabled; without a reason the control renders as is. */
  reason: string | null;
  children: ReactNode;
}

export function DisabledWithReason({ reason, children }: DisabledWithReasonProps) {
  if (!reason) return <>{children}</>;
  return (
    <Tooltip title={reason} trigger={['hover', 'focus']}>
      <span tabIndex={0} style={{ display: 'inline-block', cursor: 'not-allowed' }}>
        {children}
      </span>
    </Tooltip>
  );
}
