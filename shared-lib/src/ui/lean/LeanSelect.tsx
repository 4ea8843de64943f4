import { useId, type SelectHTMLAttributes } from 'react';
import { useLeanStyles } from './styles';

export interface LeanSelectOption {
  value: string;
  label: string;
}

export interface LeanSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: ReadonlyArray<LeanSelectOption>;
  error?: string | null;
}

export function LeanSelect({ label, options, error, id, ...rest }: LeanSelectProps) {
  useLeanStyles();
  const autoId = useId();
  const selectId = id ?? `cl-select-${autoId}`;
  const errorId = `${selectId}-error`;
  return (
    <div className="cl-field">
      <label className="cl-label" htmlFor={selectId}>
        {label}
      </label>
      <select
        {...rest}
        id={selectId}
        className={['cl-select', rest.className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : rest['aria-describedby']}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <div className="cl-error" id={errorId} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
