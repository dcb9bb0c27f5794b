import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { Link, NavLink, Router, useLocation, useSearchParams } from '.';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function Pager() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1');
  return (
    <button
      type="button"
      onClick={() => {
        setParams({ page: String(page + 1) });
      }}
    >
      Page {page}
    </button>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');

function App() {
  return (
    <Router>
      <nav>
        <NavLink to="/" end className={linkClass}>
          Contests
        </NavLink>
        <NavLink to="/profile" className={linkClass}>
          Profile
        </NavLink>
        <Link to="/status">Status</Link>
      </nav>
      <Pager />
      <Where />
    </Router>
  );
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const where = () => screen.getByTestId('where').textContent;

it('follows a plain click in the app, with a history entry Back returns from', async () => {
  const user = userEvent.setup();
  render(<App />);
  await user.click(screen.getByRole('link', { name: 'Status' }));
  expect(where()).toBe('/status');
  expect(window.location.pathname).toBe('/status');

  act(() => {
    window.history.back();
  });
  await screen.findByText('/', { selector: '[data-testid="where"]' });
  expect(window.location.pathname).toBe('/');
});

it('leaves a modified click (new tab, new window) to the browser', () => {
  render(<App />);
  const link = screen.getByRole('link', { name: 'Status' });
  expect(link.getAttribute('href')).toBe('/status');
  // Seen after the app's handler: whether the app took the click; then the test's browser
  // (jsdom, which cannot open tabs) is kept from following it.
  let takenByTheApp: boolean | undefined;
  const afterTheApp = (event: MouseEvent) => {
    takenByTheApp = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', afterTheApp);
  try {
    fireEvent.click(link, { ctrlKey: true });
  } finally {
    window.removeEventListener('click', afterTheApp);
  }
  expect(takenByTheApp).toBe(false);
  expect(where()).toBe('/');
});

it('marks the link of the page shown, and only it', async () => {
  const user = userEvent.setup();
  render(<App />);
  const contests = screen.getByRole('link', { name: 'Contests' });
  const profile = screen.getByRole('link', { name: 'Profile' });
  expect(contests.getAttribute('aria-current')).toBe('page');
  expect(profile.getAttribute('aria-current')).toBeNull();

  await user.click(profile);
  expect(profile.getAttribute('aria-current')).toBe('page');
  expect(profile.className).toBe('on');
  // `end`: the home link is not current on every page below `/`.
  expect(contests.getAttribute('aria-current')).toBeNull();
  expect(contests.className).toBe('off');
});

it('puts new query parameters in the address of the same page', async () => {
  const user = userEvent.setup();
  window.history.replaceState(null, '', '/profile');
  render(<App />);
  await user.click(screen.getByRole('button', { name: 'Page 1' }));
  expect(where()).toBe('/profile?page=2');
  expect(window.location.search).toBe('?page=2');
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(where()).toBe('/profile?page=3');
});

it('stays at a fixed address, as the build renders the home page', async () => {
  const user = userEvent.setup();
  render(
    <Router location="/?tab=past">
      <Link to="/status">Status</Link>
      <Where />
    </Router>,
  );
  await user.click(screen.getByRole('link', { name: 'Status' }));
  expect(where()).toBe('/?tab=past');
  expect(window.location.pathname).toBe('/');
});
