import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MonthPicker } from './month-picker';
import { pastTotalText } from './past-total';

function renderPicker(month = '') {
  const onChange = vi.fn<(month: string) => void>();
  render(<MonthPicker month={month} max="2026-11" onChange={onChange} />);
  return { onChange, field: screen.getByLabelText('Go to month') };
}

describe('MonthPicker', () => {
  it("goes to the month chosen, as '2025-03'", async () => {
    const user = userEvent.setup();
    const { onChange, field } = renderPicker();
    expect(field).toHaveAttribute('type', 'month');
    expect(field).toHaveAttribute('max', '2026-11');
    fireEvent.change(field, { target: { value: '2025-03' } });
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onChange).toHaveBeenCalledWith('2025-03');
    expect(screen.queryByRole('button', { name: 'Newest' })).not.toBeInTheDocument();
  });

  it('refuses a month after this one, saying what it takes', async () => {
    const user = userEvent.setup();
    const { onChange, field } = renderPicker();
    fireEvent.change(field, { target: { value: '2027-01' } });
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('A month up to this one, as 2025-03.');
  });

  it("goes back to the newest with 'Newest'", async () => {
    const user = userEvent.setup();
    const { onChange, field } = renderPicker('2025-03');
    expect(field).toHaveValue('2025-03');
    await user.click(screen.getByRole('button', { name: 'Newest' }));
    expect(onChange).toHaveBeenCalledWith('');
  });
});

describe('pastTotalText', () => {
  it('counts with thousands separators, singular for one, naming the month gone to', () => {
    expect(pastTotalText(2214, '')).toBe('2,214 past contests');
    expect(pastTotalText(1, '')).toBe('1 past contest');
    expect(pastTotalText(1030, '2025-03')).toBe('1,030 past contests up to March 2025');
  });
});
