import { CONTEST_VIEWS, type ContestView } from '@contest-tracker/contract/pure';

const LABELS: Record<ContestView, string> = { cards: 'Cards', list: 'List' };

export interface ViewSwitchProps {
  value: ContestView;
  onChange: (view: ContestView) => void;
}

/**
 * 'Cards | List': one radio group, so one Tab stop, the arrow keys moving the choice (as the
 * length filter does); a screen reader says 'View, Cards, radio button, checked, 1 of 2'.
 */
export function ViewSwitch({ value, onChange }: ViewSwitchProps) {
  return (
    <fieldset className="flex shrink-0 rounded-lg border border-slate-300 p-0.5 dark:border-slate-700">
      <legend className="sr-only">View</legend>
      {CONTEST_VIEWS.map((view) => (
        <label key={view} className="cursor-pointer">
          <input
            type="radio"
            name="contest-view"
            value={view}
            checked={value === view}
            onChange={() => {
              onChange(view);
            }}
            className="peer sr-only"
          />
          <span className="block rounded-md px-3 py-1 text-sm font-medium text-slate-800 peer-checked:bg-sky-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sky-600 hover:bg-slate-100 peer-checked:hover:bg-sky-800 dark:text-slate-200 dark:hover:bg-slate-800">
            {LABELS[view]}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
