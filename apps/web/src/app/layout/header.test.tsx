import type { User } from '@contest-tracker/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubLightScheme } from '@/test/match-media';
import { json, renderWithApp } from '@/test/render-with-app';
import { Header } from './header';
import { USER } from '@/test/users';

const renderHeader = (user: User, route = '/') =>
  renderWithApp(<Header />, {
    route,
    api: { '/user/profile': () => json({ user }) },
  });

describe('Header', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'a-session-token');
    stubLightScheme();
  });
  afterEach(() => {
    localStorage.clear();
  });

  it("offers 'Upsolve' to a user whose verified handle has results, at every width", async () => {
    const { user } = renderHeader({ ...USER, hasResults: true });
    const [wide] = screen.getAllByRole('navigation', { name: 'Main' });
    const upsolve = await within(wide as HTMLElement).findByRole('link', { name: 'Upsolve' });
    expect(upsolve).toHaveAttribute('href', '/upsolve');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getAllByRole('navigation', { name: 'Main' })[1] as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'Upsolve' })).toHaveAttribute('href', '/upsolve');
  });

  it("leaves it out without a handle's results", async () => {
    renderHeader({ ...USER, hasResults: false });
    expect(await screen.findByRole('link', { name: 'Profile' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Upsolve' })).toBeNull();
  });

  it('keeps the links to the contests page out of the Tab order on that page only', async () => {
    const home = renderHeader(USER);
    const wide = () => screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement;
    await within(wide()).findByRole('link', { name: 'Profile' });
    const selfLinks = () => [
      screen.getByRole('link', { name: 'Contest Tracker' }),
      within(wide()).getByRole('link', { name: 'Contests' }),
    ];
    for (const link of selfLinks()) expect(link).toHaveAttribute('tabindex', '-1');
    expect(within(wide()).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('tabindex');
    home.unmount();

    renderHeader(USER, '/status');
    await within(wide()).findByRole('link', { name: 'Profile' });
    for (const link of selfLinks()) expect(link).not.toHaveAttribute('tabindex');
  });
});
