import { useId, type InputHTMLAttributes } from 'react';
import { useLeanStyles } from './styles';

export interface LeanInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  /** Shown under the field in an element with role="alert"; marks the input invalid. */
  error?: string | null;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'number' | 'search' | 'date';
}

export function LeanInput({ label, error, type = 'text', id, ...rest }: LeanInputProps) {
  useLeanStyles();
  const autoId = useId();
  const inputId = id ?? `cl-input-${autoId}`;
  const errorId = `${inputId}-error`;
  return (
    <div className="cl-field">
      <label className="cl-label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...rest}
        id={inputId}
        type={type}
        className={['cl-input', rest.className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : rest['aria-describedby']}
      />
      {error ? (
        <div className="cl-error" id={errorId} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
