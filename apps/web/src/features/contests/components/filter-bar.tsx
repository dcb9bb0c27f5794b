import {
  CONTEST_LENGTH_LABELS,
  PLATFORM_NAMES,
  type ContestLength,
  type PlatformId,
} from '@contest-tracker/contract/pure';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useRovingToolbar } from '@/lib/use-roving-toolbar';
import { LengthFilter } from './length-filter';
import { PlatformFilter } from './platform-filter';

export interface FilterBarProps {
  /** The search box, first in the row. */
  search: ReactNode;
  /** 'Cards | List', beside the search. */
  viewSwitch: ReactNode;
  /** 'Subscribe', after the two filters. */
  subscribe: ReactNode;
  /** 'Reset' while a filter is on: back to every platform and any length. */
  reset?: ReactNode;
  selected: readonly PlatformId[];
  /** The platforms this deployment syncs; every one while that is unknown. */
  platforms?: readonly PlatformId[] | undefined;
  onToggle: (platform: PlatformId) => void;
  length: ContestLength;
  onLength: (length: ContestLength) => void;
}

type Panel = 'platforms' | 'length';

const disclosureClass =
  'inline-flex min-w-0 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 aria-expanded:border-sky-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-expanded:border-sky-400';

/**
 * The home page's controls in one row (issue 48): the search and 'Cards | List', then
 * 'Platforms: All ▾' and 'Any length ▾', each a disclosure button whose chips open under the row
 * (one at a time; Escape closes and returns to its button), and 'Subscribe'; all but the search
 * one toolbar. Eleven platforms'
 * chips fill a phone's first screen; folded, the contests start on it.
 */
export function FilterBar(props: FilterBarProps) {
  const { selected, platforms, onToggle, length, onLength } = props;
  const [open, setOpen] = useState<Panel>();
  const id = useId();
  const buttons = useRef<Partial<Record<Panel, HTMLButtonElement | null>>>({});
  const toggle = (panel: Panel) => {
    setOpen((current) => (current === panel ? undefined : panel));
  };
  const closeOnEscape = (event: KeyboardEvent, panel: Panel) => {
    if (event.key !== 'Escape' || open !== panel) return;
    event.preventDefault();
    setOpen(undefined);
    buttons.current[panel]?.focus();
  };
  const toolbar = useRovingToolbar<HTMLDivElement>();
  const chosen = selected.length === 0 ? 'All' : selected.map((p) => PLATFORM_NAMES[p]).join(', ');
  const disclosure = (panel: Panel, text: ReactNode, className: string) => (
    <button
      ref={(element) => {
        buttons.current[panel] = element;
      }}
      type="button"
      aria-expanded={open === panel}
      aria-controls={`${id}-${panel}`}
      className={`${disclosureClass} ${className}`}
      onClick={() => {
        toggle(panel);
      }}
      onKeyDown={(event) => {
        closeOnEscape(event, panel);
      }}
    >
      {text}
      <span aria-hidden="true">{open === panel ? '▴' : '▾'}</span>
    </button>
  );
  // Each panel follows its button in the page, so Tab goes from the button into its chips, and is
  // drawn under the whole row (order-last, a line of its own).
  const panel = (which: Panel, content: ReactNode, className = '') => (
    <div
      id={`${id}-${which}`}
      data-toolbar-panel
      hidden={open !== which}
      className={`order-last basis-full ${className}`}
      onKeyDown={(event) => {
        closeOnEscape(event, which);
      }}
    >
      {content}
    </div>
  );

  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex min-w-0 flex-1 basis-48">{props.search}</div>
      {/* The buttons after the search are one Tab stop, the arrow keys moving between them: eight
          stops from the page's top to the first contest (issue 48). Its box is the row's. */}
      <div {...toolbar} aria-label="Contest list" className="contents">
        {props.viewSwitch}
        {/* Below the lg width the filters start a line of their own. */}
        <div aria-hidden="true" className="basis-full lg:hidden" />
        {disclosure(
          'platforms',
          <span className="min-w-0 truncate">Platforms: {chosen}</span>,
          // On a phone it takes what the line leaves (the names cut short), never pushing the
          // length and Subscribe to another line.
          'flex-1 basis-0 justify-between sm:max-w-80 lg:max-w-72 lg:flex-none lg:basis-auto',
        )}
        {panel(
          'platforms',
          <PlatformFilter selected={selected} platforms={platforms} onToggle={onToggle} />,
        )}
        {disclosure(
          'length',
          <span className="whitespace-nowrap">
            <span className="sr-only">Contest length:</span> {CONTEST_LENGTH_LABELS[length]}
          </span>,
          'shrink-0',
        )}
        {panel(
          'length',
          <LengthFilter value={length} onChange={onLength} />,
          'rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900',
        )}
        {props.reset}
        <div className="shrink-0">{props.subscribe}</div>
      </div>
    </div>
  );
}
