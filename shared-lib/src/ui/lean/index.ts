// The lean UI facade: plain React for the auth pages and loading states, so they never need antd.
export { LeanButton, type LeanButtonProps } from './LeanButton';
export { LeanInput, type LeanInputProps } from './LeanInput';
export { LeanCheckbox, type LeanCheckboxProps } from './LeanCheckbox';
export { LeanAlert, type LeanAlertProps } from './LeanAlert';
export { LeanCard, type LeanCardProps } from './LeanCard';
export { LeanSpinner, type LeanSpinnerProps } from './LeanSpinner';
export { LeanSelect, type LeanSelectProps, type LeanSelectOption } from './LeanSelect';
