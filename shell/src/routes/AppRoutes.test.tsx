import { render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, setToken } from '@dis/shared';
import { clearCookies } from '../testing/cookies';
import { initTestI18n } from '../testing/i18n';
import { LocationProbe } from '../testing/LocationProbe';
import { AppRoutes } from './AppRoutes';

jest.mock('../federation/RemotePage', () => ({
  RemotePage: ({ request }: { request: string }) => (
    <section data-testid={request}>
      <Outlet />
    </section>
  ),
}));
jest.mock('./lazyPages', () => ({
  LoginPage: () => <p>login page</p>,
  RegisterPage: () => <p>register page</p>,
  NotFoundPage: () => <p>not found page</p>,
  UnauthorizedPage: () => <p>unauthorized page</p>,
  ConsoleApp: () => <p>console</p>,
}));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeAll(() => initTestI18n());
beforeEach(() => clearCookies());

describe('the route map and the guard', () => {
  it('renders public pages inside the marketing layout, titled in the current language', () => {
    renderAt('/');
    expect(screen.getByTestId('marketing/site/layout')).toBeTruthy();
    expect(screen.getByTestId('marketing/site/home')).toBeTruthy();
    expect(document.title).toBe('首页 - DIS 数字免疫系统');
  });

  it('maps every public page to its remote module', async () => {
    const pages: Array<[string, string]> = [
      ['/Solution', 'marketing/site/solution'],
      ['/News', 'marketing/site/news'],
      ['/News/12', 'marketing/site/newsDetail'],
      ['/About', 'marketing/site/about'],
      ['/Joinus', 'marketing/site/joinus'],
      ['/Joinus/3', 'marketing/site/jobDetail'],
      ['/Product/Chaotic', 'marketing/site/product/chaotic'],
      ['/Product/Intelligence', 'marketing/site/product/intelligence'],
      ['/Product/Inversion', 'marketing/site/product/inversion'],
      ['/Product/Transaction', 'marketing/site/product/transaction'],
    ];
    for (const [path, request] of pages) {
      const { unmount } = renderAt(path);
      expect(screen.getByTestId(request)).toBeTruthy();
      unmount();
    }
  });

  it('sends console paths to / without a token', async () => {
    renderAt('/manage/index');
    expect(await screen.findByTestId('marketing/site/home')).toBeTruthy();
    expect(location()).toBe('/');
  });

  it('opens login, register and the error pages without a token', async () => {
    for (const [path, text] of [
      ['/login', 'login page'],
      ['/register', 'register page'],
      ['/404', 'not found page'],
      ['/401', 'unauthorized page'],
    ]) {
      const { unmount } = renderAt(path);
      expect(await screen.findByText(text)).toBeTruthy();
      unmount();
    }
  });

  it('with a token sends /login to / and hands other paths to the console', async () => {
    setToken('token');
    const first = renderAt('/login');
    expect(await screen.findByTestId('marketing/site/home')).toBeTruthy();
    first.unmount();
    renderAt('/system/user');
    expect(await screen.findByText('console')).toBeTruthy();
    expect(location()).toBe('/system/user');
  });

  it('replaces /redirect/<path> with the page itself', async () => {
    renderAt('/redirect/News?page=2');
    expect(await screen.findByTestId('marketing/site/news')).toBeTruthy();
    expect(location()).toBe('/News?page=2');
  });
});
