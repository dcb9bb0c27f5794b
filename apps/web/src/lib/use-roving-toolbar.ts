import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

/** A toolbar's own buttons; what opens under one of them (`data-toolbar-panel`) keeps its stops. */
const itemsOf = (root: HTMLElement | null): HTMLButtonElement[] =>
  [...(root?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])].filter(
    (button) => !button.closest('[data-toolbar-panel]'),
  );

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A group of buttons that is one Tab stop (WAI-ARIA's toolbar): Tab enters on the one used last
 * (the first at the start), the arrow keys, Home and End move between them. The home page's row
 * of filters is five stops folded into one, on the way from the page's top to the first contest
 * (issue 48). Buttons that appear later (a 'Reset') join on the next render.
 */
export function useRovingToolbar<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const current = useRef<HTMLButtonElement | undefined>(undefined);

  const settle = () => {
    const items = itemsOf(ref.current);
    const active = items.find((item) => item === current.current) ?? items[0];
    for (const item of items) item.tabIndex = item === active ? 0 : -1;
  };
  // After every render: a button added, removed or disabled since is placed at once.
  useLayoutEffect(settle);

  return {
    ref,
    role: 'toolbar',
    onFocus: (event: FocusEvent<T>) => {
      if (!(event.target instanceof HTMLButtonElement)) return;
      if (!itemsOf(ref.current).includes(event.target)) return;
      current.current = event.target;
      settle();
    },
    onKeyDown: (event: KeyboardEvent<T>) => {
      const move = MOVES[event.key];
      const items = itemsOf(ref.current);
      const index = items.findIndex((item) => item === event.target);
      if (!move || index < 0) return;
      event.preventDefault();
      items[move(index, items.length)]?.focus();
    },
  } as const;
}
