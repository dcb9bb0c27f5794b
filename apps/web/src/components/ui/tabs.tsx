import { useId, type KeyboardEvent, type ReactNode } from 'react';

export interface TabsProps<T extends string> {
  label: string;
  tabs: readonly { value: T; label: ReactNode; panel: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
  listClassName?: string;
  tabClassName?: string;
  panelClassName?: string;
}

/**
 * Tabs with automatic activation (WAI-ARIA APG): one tab stop for the list, the arrow keys move to
 * and select the next tab, and each tab names its panel. Our own, as a library's cost the first
 * visit about 8 KB of JavaScript for this one list (decision 006).
 */
export function Tabs<T extends string>(props: TabsProps<T>) {
  const { label, tabs, value, onChange, listClassName, tabClassName, panelClassName } = props;
  const id = useId();
  const tabId = (tab: T) => `${id}-tab-${tab}`;
  const panelId = (tab: T) => `${id}-panel-${tab}`;
  // Choosing the tab already shown changes nothing (a page of it stays where it is).
  const select = (tab: T) => {
    if (tab !== value) onChange(tab);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const next = step === undefined ? undefined : tabs[(index + step + tabs.length) % tabs.length];
    if (next === undefined) return;
    event.preventDefault();
    document.getElementById(tabId(next.value))?.focus();
    select(next.value);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={listClassName}>
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={tabId(tab.value)}
            aria-selected={tab.value === value}
            aria-controls={panelId(tab.value)}
            tabIndex={tab.value === value ? 0 : -1}
            data-state={tab.value === value ? 'active' : 'inactive'}
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
        ))}
      </div>
      {/* Every panel is in the page, for its tab's aria-controls; only the selected one has content.
          No tabindex: the panels hold focusable contests, and a focusable panel was a Tab stop
          that showed nothing (issue 48). */}
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={panelId(tab.value)}
          aria-labelledby={tabId(tab.value)}
          hidden={tab.value !== value}
          className={panelClassName}
        >
          {tab.value === value && tab.panel}
        </div>
      ))}
    </div>
  );
}
