import type { ButtonHTMLAttributes } from 'react';
import { useLeanStyles } from './styles';

export interface LeanButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  /** Shows a busy state and blocks further clicks (e.g. while a form submits). */
  loading?: boolean;
  block?: boolean;
}

export function LeanButton({ variant = 'primary', loading = false, block = false, type = 'button', disabled, children, ...rest }: LeanButtonProps) {
  useLeanStyles();
  return (
    <button
      {...rest}
      type={type}
      className={['cl-button', rest.className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-block={block ? 'true' : undefined}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className="cl-spinner-ring" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
