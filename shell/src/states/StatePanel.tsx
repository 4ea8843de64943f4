// One centred message with optional actions: the frame of every full-page state (404, misc, unavailable…).
import type { ReactNode } from 'react';
import { useShellStyles } from './shell-styles';

export interface StatePanelProps {
  title: string;
  body: string;
  testId?: string;
  actions?: ReactNode;
  /** 'alert' when the state reports a failure, so screen readers announce it. */
  role?: 'alert' | 'status';
}

export function StatePanel({ title, body, testId, actions, role }: StatePanelProps) {
  useShellStyles();
  return (
    <section className="cs-state" data-testid={testId} role={role}>
      <h1>{title}</h1>
      <p>{body}</p>
      {actions ? <div className="cs-state-actions">{actions}</div> : null}
    </section>
  );
}
