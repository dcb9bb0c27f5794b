import { useId, useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';

export interface MonthPickerProps {
  /** '2025-03', or '' for the newest. */
  month: string;
  /** The latest month one may pick ('2026-11'): this one. */
  max: string;
  onChange: (month: string) => void;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * 'Go to month': the past list starts at that month's end. A native month field where the
 * browser has one; elsewhere a text field that takes '2025-03'.
 */
export function MonthPicker({ month, max, onChange }: MonthPickerProps) {
  const id = useId();
  const [value, setValue] = useState(month);
  const [wrong, setWrong] = useState(false);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const ok = MONTH.test(value) && value <= max;
    setWrong(!ok);
    if (ok) onChange(value);
  };
  return (
    // Checked here, one message in every browser (some show a text field, not a month picker).
    <form noValidate onSubmit={submit} className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Go to month
      </label>
      <input
        id={id}
        type="month"
        max={max}
        placeholder="YYYY-MM"
        value={value}
        aria-invalid={wrong || undefined}
        aria-describedby={wrong ? `${id}-error` : undefined}
        onChange={(event) => {
          setValue(event.target.value);
        }}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
      />
      <Button type="submit">Go</Button>
      {month && (
        <Button
          onClick={() => {
            setValue('');
            setWrong(false);
            onChange('');
          }}
        >
          Newest
        </Button>
      )}
      {wrong && (
        <p id={`${id}-error`} className="w-full text-sm text-red-700 dark:text-red-400">
          A month up to this one, as 2025-03.
        </p>
      )}
    </form>
  );
}
