import { useLeanStyles } from './styles';

export interface LeanSpinnerProps {
  /** Announced to screen readers; shown next to the ring when `showLabel` is set. */
  label: string;
  showLabel?: boolean;
}

export function LeanSpinner({ label, showLabel = false }: LeanSpinnerProps) {
  useLeanStyles();
  return (
    <span className="cl-spinner" role="status" aria-live="polite">
      <span className="cl-spinner-ring" aria-hidden="true" />
      <span className={showLabel ? undefined : 'cl-visually-hidden'}>{label}</span>
    </span>
  );
}
