import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps<T extends string> {
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  listClassName?: string;
  tabClassName?: string;
  panelClassName?: string;
}

// Keys that move between tabs, as the WAI-ARIA tabs pattern has them: by one, wrapping, or to an end.
const STEP: Partial<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs with automatic activation (WAI-ARIA APG): one tab stop for the list, arrow keys move to
 * and select a tab, and each tab names its panel. Written here rather than taken from a library,
 * which cost the first visit several KB of JavaScript for this one list (decision 006).
 */
export function Tabs<T extends string>(props: TabsProps<T>) {
  const { label, tabs, value, onChange, listClassName, tabClassName, panelClassName } = props;
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (tab: T) => `${id}-tab-${tab}`;
  const panelId = (tab: T) => `${id}-panel-${tab}`;
  // Choosing the tab already shown changes nothing (a page of it stays where it is).
  const select = (tab: T) => {
    if (tab !== value) onChange(tab);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = STEP[event.key]?.(index, tabs.length);
    const tab = next === undefined ? undefined : tabs[next];
    if (next === undefined || tab === undefined) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    select(tab.value);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={listClassName}>
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={panelId(tab.value)}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              className={tabClassName}
              onClick={() => {
                select(tab.value);
              }}
              onKeyDown={(event) => {
                onKeyDown(event, index);
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {/* Every panel is in the page for its tab's aria-controls; only the selected one has content. */}
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={panelId(tab.value)}
          aria-labelledby={tabId(tab.value)}
          hidden={tab.value !== value}
          tabIndex={0}
          className={panelClassName}
        >
          {tab.value === value && tab.panel}
        </div>
      ))}
    </div>
  );
}
