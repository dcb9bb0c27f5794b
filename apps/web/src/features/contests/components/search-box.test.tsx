import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

function renderBox(value = '') {
  const onSearch = vi.fn<(q: string) => void>();
  const view = render(<SearchBox value={value} onSearch={onSearch} />);
  const box = screen.getByRole('searchbox', { name: 'Search contests' });
  const urlSays = (q: string) => {
    view.rerender(<SearchBox value={q} onSearch={onSearch} />);
  };
  return { onSearch, box, urlSays, user: userEvent.setup() };
}

describe('SearchBox', () => {
  it('sends the typed text once typing pauses', async () => {
    const { onSearch, box, user } = renderBox();
    await user.type(box, 'round');
    await waitFor(() => {
      expect(onSearch).toHaveBeenCalledWith('round');
    });
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('keeps what the user typed when its own search comes back from the URL late', async () => {
    const { onSearch, box, urlSays, user } = renderBox();
    await user.type(box, 'div.2');
    await waitFor(() => {
      expect(onSearch).toHaveBeenCalledWith('div.2');
    });
    // The user clears the box before the router has applied the search it sent.
    await user.clear(box);
    urlSays('div.2');
    expect(box).toHaveValue('');
    await user.type(box, 'round');
    expect(box).toHaveValue('round');
    await waitFor(() => {
      expect(onSearch).toHaveBeenLastCalledWith('round');
    });
  });

  it('shows a search the URL changed by itself (back, a link)', async () => {
    const { onSearch, box, urlSays, user } = renderBox('weekly');
    expect(box).toHaveValue('weekly');
    urlSays('starters');
    expect(box).toHaveValue('starters');
    // After its own search came back, a later change of the URL to that same text still shows.
    await user.clear(box);
    await user.type(box, 'abc');
    await waitFor(() => {
      expect(onSearch).toHaveBeenLastCalledWith('abc');
    });
    urlSays('abc');
    urlSays('');
    expect(box).toHaveValue('');
    urlSays('abc');
    expect(box).toHaveValue('abc');
  });

  it('clears on Escape and tells the page at once', async () => {
    const { onSearch, box, user } = renderBox('weekly');
    await user.type(box, '{Escape}');
    expect(box).toHaveValue('');
    expect(onSearch).toHaveBeenCalledWith('');
  });
});
