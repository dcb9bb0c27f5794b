import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { Link, NavLink, Router, useLeaveGuard, useLocation, useSearchParams } from '.';

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

function Unsaved() {
  const [dirty, setDirty] = useState(true);
  useLeaveGuard(dirty ? 'Your rules are not saved. Leave anyway?' : undefined);
  return (
    <button
      type="button"
      onClick={() => {
        setDirty(false);
      }}
    >
      Save
    </button>
  );
}

it('asks before leaving a page with unsaved work: links, Back, and the browser’s own leaving', async () => {
  const user = userEvent.setup();
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
  const leaving = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  try {
    window.history.replaceState(null, '', '/profile');
    render(
      <Router>
        <Link to="/status">Status</Link>
        <Unsaved />
        <Pager />
        <Where />
      </Router>,
    );
    await user.click(screen.getByRole('link', { name: 'Status' }));
    expect(confirm).toHaveBeenCalledWith('Your rules are not saved. Leave anyway?');
    expect(where()).toBe('/profile');
    expect(window.location.pathname).toBe('/profile');
    expect(leaving()).toBe(true);
    // The page's own query changes are no leaving.
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(confirm).toHaveBeenCalledTimes(1);

    window.history.pushState(null, '', '/status');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(where()).toBe('/profile?page=2');
    expect(window.location.pathname).toBe('/profile');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Status' }));
    expect(where()).toBe('/status');

    // Saved: nothing is asked any more.
    confirm.mockClear();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(leaving()).toBe(false);
  } finally {
    confirm.mockRestore();
  }
});
