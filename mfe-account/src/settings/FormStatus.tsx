// A form's outcome above its buttons: the spec's success text, or the server's first 422 message in
// a red alert (spec §8). Success is announced politely, errors at once.
import { Alert } from 'antd';

export type FormStatusValue = { type: 'success' | 'error'; text: string } | null;

export function FormStatus({ status }: { status: FormStatusValue }) {
  if (!status) return null;
  return (
    <Alert
      type={status.type}
      showIcon
      title={status.text}
      role={status.type === 'error' ? 'alert' : 'status'}
      style={{ marginBottom: 16 }}
    />
  );
}
