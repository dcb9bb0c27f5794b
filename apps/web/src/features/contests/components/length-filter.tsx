import {
  CONTEST_LENGTHS,
  CONTEST_LENGTH_LABELS,
  type ContestLength,
} from '@contest-tracker/contract/pure';

export interface LengthFilterProps {
  value: ContestLength;
  onChange: (length: ContestLength) => void;
}

/** 'Any length' / 'Up to 3 hours' / 'Longer', as one radio group (arrow keys move the choice). */
export function LengthFilter({ value, onChange }: LengthFilterProps) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Contest length</legend>
      {CONTEST_LENGTHS.map((length) => (
        <label key={length} className="cursor-pointer">
          <input
            type="radio"
            name="contest-length"
            value={length}
            checked={value === length}
            onChange={() => {
              onChange(length);
            }}
            className="peer sr-only"
          />
          <span className="block rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-800 peer-checked:border-sky-700 peer-checked:bg-sky-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sky-600 hover:bg-slate-100 peer-checked:hover:bg-sky-800 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800">
            {CONTEST_LENGTH_LABELS[length]}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
