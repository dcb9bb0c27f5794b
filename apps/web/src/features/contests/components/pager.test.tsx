import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager, pageNumbers, type PagerProps } from './pager';

function renderPager(props: Partial<PagerProps> = {}) {
  const onPageChange = vi.fn<(page: number) => void>();
  render(
    <Pager
      label="Past contests pages"
      page={0}
      hasMore
      loading={false}
      onPageChange={onPageChange}
      {...props}
    />,
  );
  return {
    onPageChange,
    previous: screen.getByRole('button', { name: 'Previous' }),
    next: screen.getByRole('button', { name: 'Next' }),
  };
}

describe('Pager', () => {
  it('is a labelled navigation landmark', () => {
    renderPager();
    expect(screen.getByRole('navigation', { name: 'Past contests pages' })).toBeInTheDocument();
  });

  it.each([
    [0, 'Page 1'],
    [1, 'Page 2'],
    [41, 'Page 42'],
  ])('shows page index %i as "%s"', (page, label) => {
    renderPager({ page });
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('disables Previous on the first page', () => {
    const { previous, next } = renderPager({ page: 0 });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
  });

  it('enables both on a middle page', () => {
    const { previous, next } = renderPager({ page: 3, hasMore: true });
    expect(previous).toBeEnabled();
    expect(next).toBeEnabled();
  });

  it('disables both while loading', () => {
    const { previous, next } = renderPager({ page: 3, hasMore: true, loading: true });
    expect(previous).toBeDisabled();
    expect(next).toBeDisabled();
  });

  it('disables Next on the last page', () => {
    const { previous, next } = renderPager({ page: 3, hasMore: false });
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
  });

  it('goes to the next page', async () => {
    const user = userEvent.setup();
    const { next, onPageChange } = renderPager({ page: 3 });
    await user.click(next);
    expect(onPageChange).toHaveBeenCalledTimes(1);
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('goes to the previous page', async () => {
    const user = userEvent.setup();
    const { previous, onPageChange } = renderPager({ page: 3 });
    await user.click(previous);
    expect(onPageChange).toHaveBeenCalledTimes(1);
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('ignores clicks on disabled buttons', async () => {
    const user = userEvent.setup();
    const { previous, next, onPageChange } = renderPager({ page: 0, hasMore: false });
    await user.click(previous);
    await user.click(next);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('ignores clicks while loading', async () => {
    const user = userEvent.setup();
    const { previous, next, onPageChange } = renderPager({ page: 2, loading: true });
    await user.click(previous);
    await user.click(next);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('can be worked from the keyboard', async () => {
    const user = userEvent.setup();
    const { previous, next, onPageChange } = renderPager({ page: 1 });
    await user.tab();
    expect(previous).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(0);
    await user.tab();
    expect(next).toHaveFocus();
    await user.keyboard(' ');
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('numbers the pages when their count is known: the first, the last and those around', async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderPager({ page: 4, pageCount: 185 });
    const numbers = within(screen.getByRole('navigation')).getAllByRole('button', {
      name: /^Page /,
    });
    expect(numbers.map((b) => b.textContent)).toEqual(['1', '4', '5', '6', '185']);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 185' }));
    expect(onPageChange).toHaveBeenLastCalledWith(184);
    // Still said as 'Page 5' to a screen reader.
    expect(screen.getByText('Page 5')).toHaveClass('sr-only');
  });
});

describe('pageNumbers', () => {
  it('puts a gap only where pages are left out, a single missing page shown instead', () => {
    expect(pageNumbers(0, 1)).toEqual([0]);
    expect(pageNumbers(0, 185)).toEqual([0, 1, null, 184]);
    expect(pageNumbers(4, 185)).toEqual([0, null, 3, 4, 5, null, 184]);
    expect(pageNumbers(2, 185)).toEqual([0, 1, 2, 3, null, 184]);
    expect(pageNumbers(3, 6)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pageNumbers(184, 185)).toEqual([0, null, 183, 184]);
  });
});
