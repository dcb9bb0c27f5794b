import { CONTEST_VIEWS, type ContestView } from '@contest-tracker/contract/pure';

const LABELS: Record<ContestView, string> = { cards: 'Cards', list: 'List' };

export interface ViewSwitchProps {
  value: ContestView;
  onChange: (view: ContestView) => void;
}

/**
 * 'Cards | List': two toggle buttons, the chosen one pressed. They sit in the filter row's toolbar
 * (filter-bar.tsx), whose arrow keys move between its buttons: a radio group's arrows would
 * change the view instead, so they are buttons, not radios.
 */
export function ViewSwitch({ value, onChange }: ViewSwitchProps) {
  return (
    <div
      role="group"
      aria-label="View"
      className="flex shrink-0 rounded-lg border border-slate-300 p-0.5 dark:border-slate-700"
    >
      {CONTEST_VIEWS.map((view) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          onClick={() => {
            onChange(view);
          }}
          className="block rounded-md px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 aria-pressed:bg-sky-700 aria-pressed:text-white aria-pressed:hover:bg-sky-800 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {LABELS[view]}
        </button>
      ))}
    </div>
  );
}
