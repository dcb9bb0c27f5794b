import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toaster';

function Hider({ onUndo }: { onUndo: () => void }) {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() => {
        toast('Hidden: Codeforces Round (Div. 4)', {
          action: { label: 'Undo', onSelect: onUndo },
        });
      }}
    >
      Hide
    </button>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

it('shows a toast with an action for 10 s; the action runs once and closes it', () => {
  vi.useFakeTimers();
  const onUndo = vi.fn();
  render(
    <ToastProvider>
      <Hider onUndo={onUndo} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
  expect(screen.getByTestId('toast')).toHaveTextContent('Hidden: Codeforces Round (Div. 4) · Undo');
  act(() => {
    vi.advanceTimersByTime(9_999);
  });
  expect(screen.getByTestId('toast')).toBeInTheDocument();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(screen.queryByTestId('toast')).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(onUndo).toHaveBeenCalledTimes(1);
  expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
});
