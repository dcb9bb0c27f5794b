import { lazy, Suspense, useState } from 'react';
import { CARD_BUTTON_CLASS, ROW_BUTTON_CLASS } from './card-button-class';
import type { CardMenuProps } from './card-menu';
import { CardMenuTriggerContent } from './card-menu-trigger';

const CardMenu = lazy(() => import('./card-menu'));

/**
 * The card's menu button. The menu's code (Radix) loads on first use, not with the first screen:
 * until then this is a plain button that looks the same, and the first press opens the menu.
 */
export function CardMenuButton(props: CardMenuProps) {
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={props.compact ? ROW_BUTTON_CLASS : CARD_BUTTON_CLASS}
      onClick={() => {
        setWanted(true);
      }}
    >
      <CardMenuTriggerContent contestTitle={props.contest.title} />
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CardMenu {...props} defaultOpen />
    </Suspense>
  );
}
