import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { LeanAlert, LeanButton, LeanCard, LeanCheckbox, LeanInput, LeanSelect, LeanSpinner } from './index';
import { LEAN_STYLE_ID } from './styles';

function LoginLikeForm({ onSubmit }: { onSubmit: (values: { email: string; remember: boolean }) => void }) {
  const [email, setEmail] = useState('');
  const [remember, setRemember] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ email, remember });
      }}
    >
      <LeanInput label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={email ? null : 'The Email field is required'} />
      <LeanCheckbox label="Remember me" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
      <LeanButton type="submit">Sign in</LeanButton>
    </form>
  );
}

it('fields are labelled, errors are announced and tied to their input, and the form submits', () => {
  const submitted: Array<{ email: string; remember: boolean }> = [];
  render(<LoginLikeForm onSubmit={(values) => submitted.push(values)} />);

  const email = screen.getByLabelText('Email');
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('alert')).toHaveTextContent('The Email field is required');
  expect(email).toHaveAccessibleDescription('The Email field is required');

  fireEvent.change(email, { target: { value: 'demo@example.com' } });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(submitted).toEqual([{ email: 'demo@example.com', remember: true }]);
});

it('injects its stylesheet once, with dark-skin variables and logical properties', () => {
  render(
    <>
      <LeanButton>One</LeanButton>
      <LeanButton>Two</LeanButton>
    </>,
  );
  const styles = document.querySelectorAll(`#${LEAN_STYLE_ID}`);
  expect(styles).toHaveLength(1);
  expect(styles[0].textContent).toContain('html[data-skin="dark"]');
  expect(styles[0].textContent).toContain('padding-inline');
  expect(styles[0].textContent).not.toMatch(/(margin|padding)-(left|right)/);
});

it('a loading button is busy and cannot be clicked again', () => {
  let clicks = 0;
  render(
    <LeanButton loading onClick={() => (clicks += 1)}>
      Save
    </LeanButton>,
  );
  const button = screen.getByRole('button', { name: 'Save' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  fireEvent.click(button);
  expect(clicks).toBe(0);
});

it('alerts: errors interrupt, success and info are polite', () => {
  render(
    <>
      <LeanAlert type="error">Wrong password</LeanAlert>
      <LeanAlert type="success">Saved</LeanAlert>
    </>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
  expect(screen.getByRole('status')).toHaveTextContent('Saved');
});

it('select, card and spinner are accessible', () => {
  const chosen: string[] = [];
  render(
    <LeanCard title="Preferences">
      <LeanSelect
        label="Language"
        value="en"
        onChange={(e) => chosen.push(e.target.value)}
        options={[
          { value: 'en', label: 'English' },
          { value: 'ar', label: 'العربية' },
        ]}
      />
      <LeanSpinner label="Loading…" />
    </LeanCard>,
  );
  expect(screen.getByRole('heading', { name: 'Preferences' })).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'ar' } });
  expect(chosen).toEqual(['ar']);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
});
