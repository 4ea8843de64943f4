// The server's first 422 message in a red alert above a form's fields (spec §5, §8).
import { Alert } from 'antd';

export function ServerAlert({ text }: { text: string | null }) {
  if (!text) return null;
  return <Alert type="error" showIcon title={text} role="alert" style={{ marginBottom: 16 }} />;
}
