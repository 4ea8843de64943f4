// The email and password inputs every auth form uses: one place for their type, name, autocomplete
// hint and wiring, so the forms only say which value, label and error each one shows.
import { LeanInput } from '@cadence/shared-lib';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../../i18n';

interface TextFieldProps {
  id: string;
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
}

export function EmailField({ autoComplete = 'email', ...props }: TextFieldProps & { autoComplete?: 'email' | 'username' }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <LeanInput
      id={props.id}
      label={t('email')}
      type="email"
      name="email"
      autoComplete={autoComplete}
      value={props.value}
      error={props.error}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

export function PasswordField({
  name = 'password',
  labelKey = 'password',
  autoComplete,
  ...props
}: TextFieldProps & { name?: string; labelKey?: string; autoComplete: 'current-password' | 'new-password' }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <LeanInput
      id={props.id}
      label={t(labelKey)}
      type="password"
      name={name}
      autoComplete={autoComplete}
      value={props.value}
      error={props.error}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
