import { PLATFORM_LIST, type PlatformId } from '@contest-tracker/contract/pure';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlatformFilter } from './platform-filter';

function renderFilter(selected: readonly PlatformId[] = []) {
  const onToggle = vi.fn<(platform: PlatformId) => void>();
  render(<PlatformFilter selected={selected} onToggle={onToggle} />);
  const group = screen.getByRole('group', { name: 'Filter Platforms' });
  return { onToggle, group, buttons: within(group).getAllByRole('button') };
}

describe('PlatformFilter', () => {
  it('shows the heading and the note', () => {
    renderFilter();
    expect(screen.getByRole('heading', { name: 'Filter Platforms' })).toBeInTheDocument();
    expect(screen.getByText('* You can select multiple platforms')).toBeInTheDocument();
  });

  it('offers LeetCode, Codeforces, CodeChef and AtCoder first, then the newer platforms', () => {
    const { buttons } = renderFilter();
    const names = buttons.map((b) => b.textContent);
    expect(names.slice(0, 4)).toEqual(['LeetCode', 'Codeforces', 'CodeChef', 'AtCoder']);
    expect(names).toEqual(PLATFORM_LIST.map((p) => p.name));
  });

  it('shows none pressed when nothing is selected', () => {
    const { buttons } = renderFilter();
    for (const button of buttons) expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the selected platforms pressed', () => {
    renderFilter(['codechef', 'leetcode']);
    expect(screen.getByRole('button', { name: 'LeetCode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Codeforces' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'CodeChef' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it.each([
    ['LeetCode', 'leetcode'],
    ['Codeforces', 'codeforces'],
    ['CodeChef', 'codechef'],
  ] as const)('clicking %s toggles %s', async (name, id) => {
    const user = userEvent.setup();
    const { onToggle } = renderFilter();
    await user.click(screen.getByRole('button', { name }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(onToggle).toHaveBeenCalledWith(id);
  });

  it('clicking a pressed platform toggles it off with the same id', async () => {
    const user = userEvent.setup();
    const { onToggle } = renderFilter(['codeforces']);
    await user.click(screen.getByRole('button', { name: 'Codeforces' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(onToggle).toHaveBeenCalledWith('codeforces');
  });

  it('leaves the pressed state to its owner', async () => {
    const user = userEvent.setup();
    renderFilter();
    const leetcode = screen.getByRole('button', { name: 'LeetCode' });
    await user.click(leetcode);
    // Controlled: nothing changes until `selected` does.
    expect(leetcode).toHaveAttribute('aria-pressed', 'false');
  });

  it('is reachable with Tab and toggles with Space and Enter', async () => {
    const user = userEvent.setup();
    const { onToggle } = renderFilter();

    await user.tab();
    expect(screen.getByRole('button', { name: 'LeetCode' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(onToggle).toHaveBeenLastCalledWith('leetcode');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Codeforces' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledTimes(2);
    expect(onToggle).toHaveBeenLastCalledWith('codeforces');

    await user.tab();
    expect(screen.getByRole('button', { name: 'CodeChef' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenCalledTimes(3);
    expect(onToggle).toHaveBeenLastCalledWith('codechef');
  });
});
