import type { ReactNode } from 'react';
import { useLeanStyles } from './styles';

export interface LeanAlertProps {
  type?: 'error' | 'success' | 'info';
  children: ReactNode;
  className?: string;
}

export function LeanAlert({ type = 'info', children, className }: LeanAlertProps) {
  useLeanStyles();
  // Errors interrupt (alert); success and info are announced politely (status).
  return (
    <div className={['cl-alert', className].filter(Boolean).join(' ')} data-type={type} role={type === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
