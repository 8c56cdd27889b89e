import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '../api/get-user-details';
import type * as SessionStore from '../../../shared/session/session-store';

vi.hoisted(async () => {
  const { memoryStorage } = await import('../../../shared/test-storage');
  vi.stubGlobal('localStorage', memoryStorage());
  // The replicated site address is built from the page's origin.
  vi.stubGlobal('window', { location: { origin: 'https://shop.upline.test' } });
});

// Server rendering reads a store's initial state: let the components see the session each test sets.
vi.mock('../../../shared/session/session-store', async (importOriginal) => {
  const actual = await importOriginal<typeof SessionStore>();
  const read = <T,>(selector: (state: ReturnType<typeof actual.useSessionStore.getState>) => T) => selector(actual.useSessionStore.getState());
  return { ...actual, useSessionStore: Object.assign(read, actual.useSessionStore) };
});

// The login call as a test sets it: pending while the server has not answered.
const login = vi.hoisted(() => ({ isPending: false, mutateAsync: async () => ({}) }));
vi.mock('../api/login', () => ({ useLogin: () => login }));

const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { renderToStaticMarkup } = await import('react-dom/server');
const { createRoutesStub } = await import('react-router');
const { initI18n } = await import('../../../shared/i18n/i18n');
const { useSessionStore, initialSession } = await import('../../../shared/session/session-store');
const en = (await import('../i18n/en.json')).default;
const fr = (await import('../i18n/fr.json')).default;
const { userDetailsQueryOptions } = await import('../api/get-user-details');
const { DashboardGreeting } = await import('./dashboard-greeting');
const { SigninForm } = await import('./signin-form');
const { SignupAmbassadorPage, SignupPage } = await import('./signup/signup-screen');
const { SignupPersonalSection } = await import('./signup/signup-personal-section');
const { useForm } = await import('react-hook-form');
const { emptySignupValues } = await import('../lib/signup-values');

const i18n = initI18n('en', { accounts: { en, fr } });

/** The page's markup at the url, with the queries already answered. */
function render(path: string, url: string, Page: () => React.ReactNode, fill: (client: InstanceType<typeof QueryClient>) => void = () => {}): string {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  fill(client);
  const Stub = createRoutesStub([{ path, Component: Page }]);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[url]} />
    </QueryClientProvider>,
  );
}
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const sponsor = { enrolling_sponsor_name: 'Ava Martin', id: 7, user_type: 'scholar' as const };
const details = (user_type: UserDetails['user_type']): { userDetails: UserDetails } => ({
  userDetails: {
    id: 42,
    firstname: 'Noah',
    lastname: 'Gagnon',
    email: 'noah@upline.test',
    company_name: null,
    mobile: null,
    date_of_birth: null,
    current_rank: null,
    join_date: '2026-03-14T12:00:00.000Z',
    user_type,
    urlname: null,
    ssn_last4: null,
    plan_status: null,
    sponsor: null,
  },
});

beforeEach(async () => {
  login.isPending = false;
  useSessionStore.setState({ ...initialSession, language: 'en', userCountry: 'US', userUrlInfoData: sponsor, referal_id: sponsor.id });
  await i18n.changeLanguage('en');
});

describe('the signup pages (accounts §2.5, §2.6)', () => {
  it('Signup shows the sponsor banner, personal information, billing and shipping address, the terms linking to /terms in a new tab, e-mail updates and Sign Up', () => {
    const html = render('/signup', '/signup', SignupPage);
    const text = textOf(html);
    for (const part of ['Your enrolling sponsor', 'Ava Martin', 'Personal Information', 'Billing and Shipping Address', 'Agreements', 'Send me e-mail updates about new products, offers and wellness tips.', 'Sign Up']) {
      expect(text).toContain(part);
    }
    expect(html).toMatch(/<a href="\/pages\/terms" target="_blank" rel="noopener"[^>]*>terms and conditions<span class="sr-only"> \(opens in a new tab\)<\/span><\/a>/);
  });

  it('SignupAmbassador shows the breadcrumb, the sponsor banner and the sections Ambassador Information, Enrollment Summary and Agreements, with the terms in a new tab', () => {
    const html = render('/signup-ambassador', '/signup-ambassador', SignupAmbassadorPage);
    const text = textOf(html);
    expect(html).toMatch(/<nav aria-label="Breadcrumb"[^>]*>.*Home.*aria-current="page"[^>]*>Become an Ambassador<\/li>/s);
    for (const part of ['Ava Martin', 'Ambassador Information', 'Enrollment Summary', 'Agreements', 'Send me e-mail updates', 'Sign Up']) expect(text).toContain(part);
    expect(html).toMatch(/<a href="\/pages\/terms" target="_blank" rel="noopener"/);
  });
});

describe('the password strength meter (accounts §4)', () => {
  /** The signup's personal section with the password field holding `password`. */
  function PersonalSection({ password }: { password: string }) {
    const form = useForm({ defaultValues: { ...emptySignupValues('US', 'en'), password } });
    return <SignupPersonalSection form={form} title="Personal Information" />;
  }

  it('scores the password of the signup form under its field, and states the rule until something is typed', () => {
    const meterOf = (password: string) => textOf(render('/signup', '/signup', () => <PersonalSection password={password} />));
    expect(meterOf('')).toContain('At least 8 characters; avoid common passwords.');
    expect(meterOf('')).not.toContain('Password strength');
    expect(meterOf('mmmmnnnn')).toContain('Password strength: weak');
    expect(meterOf('Fresh#Meadow77')).toContain('Password strength: strong');
  });
});

describe('Signin (accounts §2.4)', () => {
  it('shows a loading state on the login button while the login is sent, and the button cannot be pressed again', () => {
    expect(textOf(render('/signin', '/signin', () => <SigninForm sluguser={null} />))).toContain('Log in');
    login.isPending = true;
    const html = render('/signin', '/signin', () => <SigninForm sluguser={null} />);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*aria-busy="true"[^>]*>.*Logging in…<\/button>/s);
  });
});

describe('the Dashboard greeting (accounts §1)', () => {
  it('calls ambassadors and scholars Independent Sales Representatives, not customers', () => {
    const greeting = (type: UserDetails['user_type']) =>
      textOf(render('/user/dashboard', '/user/dashboard', () => <DashboardGreeting sluguser={null} />, (client) => client.setQueryData(userDetailsQueryOptions().queryKey, details(type))));
    expect(greeting('ambassador')).toContain('Independent Sales Representative');
    expect(greeting('scholar')).toContain('Independent Sales Representative');
    const customer = greeting('customer');
    expect(customer).toContain('Noah Gagnon');
    expect(customer).not.toContain('Independent Sales Representative');
  });
});
