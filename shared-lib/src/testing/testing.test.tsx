import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { canAccess } from '../ability/access';
import { OWN_NAMESPACES } from '../i18n/resources';
import { useSessionStore } from '../stores/session-store';
import { expectLocalesComplete, localeProblems } from './expect-locales-complete';
import { makeUser } from './make-user';
import { renderWithProviders } from './render-with-providers';

describe("shared-lib's own translations", () => {
  it.each(Object.entries(OWN_NAMESPACES))('namespace %s is complete in every locale', (_ns, resources) => {
    expect(() => expectLocalesComplete(resources)).not.toThrow();
  });
});

describe('expectLocalesComplete', () => {
  const complete = { en: { a: 'A', b: 'B' }, ar: { a: 'أ', b: 'ب' }, fr: { a: 'A fr', b: 'B fr' }, de: { a: 'A de', b: 'B de' }, pt: { a: 'A pt', b: 'B pt' } };

  it('accepts complete locales', () => {
    expect(localeProblems(complete)).toEqual([]);
  });

  it('lists missing, empty and extra keys', () => {
    const broken = { ...complete, fr: { a: 'A fr' }, de: { a: ' ', b: 'B de' }, pt: { a: 'A pt', b: 'B pt', c: 'C pt' } };
    expect(localeProblems(broken)).toEqual(['fr: missing key "b"', 'de: empty key "a"', 'pt: extra key "c" (not in en)']);
    expect(() => expectLocalesComplete(broken)).toThrow(/fr: missing key "b"[\s\S]*de: empty key "a"[\s\S]*pt: extra key "c"/);
  });
});

describe('makeUser', () => {
  it('builds a valid contract user with overrides', () => {
    const admin = makeUser({ role: 'admin', email: 'admin@example.com' });
    expect(admin).toMatchObject({ role: 'admin', email: 'admin@example.com', locale: 'en' });
  });

  it('refuses an override the contract forbids', () => {
    expect(() => makeUser({ locale: 'xx' as never })).toThrow();
  });
});

function Probe() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const user = useSessionStore((state) => state.user);
  return (
    <p>
      {location.pathname} · {user?.full_name ?? 'signed out'} · {t('retry')}
    </p>
  );
}

describe('renderWithProviders', () => {
  it('renders inside a router at the route, with the user signed in and their abilities loaded', () => {
    renderWithProviders(<Probe />, { route: '/posts/queue', user: makeUser({ full_name: 'Nadia', abilities: [{ action: 'read', subject: 'user' }] }) });
    expect(screen.getByText('/posts/queue · Nadia · Retry')).toBeInTheDocument();
    expect(canAccess('user')).toBe(true);
  });

  it('signs out when no user is given', () => {
    renderWithProviders(<Probe />);
    expect(screen.getByText('/ · signed out · Retry')).toBeInTheDocument();
    expect(canAccess('user')).toBe(false);
  });
});
