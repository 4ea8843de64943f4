import type { InputHTMLAttributes } from 'react';
import { useLeanStyles } from './styles';

export interface LeanCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
}

export function LeanCheckbox({ label, className, ...rest }: LeanCheckboxProps) {
  useLeanStyles();
  // The input sits inside its label, so the whole text is clickable and names the checkbox.
  return (
    <label className={['cl-checkbox', className].filter(Boolean).join(' ')}>
      <input {...rest} type="checkbox" />
      <span>{label}</span>
    </label>
  );
}
