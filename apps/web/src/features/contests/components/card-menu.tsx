import type { ApiContest } from '@contest-tracker/contract';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useId, useRef, useState } from 'react';
import { focusNextTabbable } from '@/lib/next-tabbable';
import type { CardMenuGroup, CardMenuItem } from '@/components/ui/menu-item';
import { calendarMenuGroup } from '@/features/calendar';
import { CARD_BUTTON_CLASS, ROW_BUTTON_CLASS } from './card-button-class';
import { CardMenuTriggerContent } from './card-menu-trigger';

export interface CardMenuProps {
  contest: ApiContest;
  /** 'Add to calendar' first: built here, so its code loads with the menu's, not the page's. */
  withCalendar: boolean;
  /** The features' groups that follow, drawn with a separator between groups. */
  groups: readonly CardMenuGroup[];
  /** Open when first drawn (it is drawn by the press that asked for it). */
  defaultOpen?: boolean;
  /** The smaller button of a row in the compact list. */
  compact?: boolean;
}

const itemClass =
  'flex cursor-pointer items-center rounded-md px-3 py-2 text-sm text-slate-900 outline-none select-none data-[highlighted]:bg-sky-100 data-[highlighted]:text-sky-950 dark:text-slate-100 dark:data-[highlighted]:bg-slate-700 dark:data-[highlighted]:text-white';

function MenuItem({ item }: { item: CardMenuItem }) {
  if ('onSelect' in item) {
    return (
      <DropdownMenu.Item className={itemClass} onSelect={item.onSelect}>
        {item.label}
      </DropdownMenu.Item>
    );
  }
  return (
    <DropdownMenu.Item className={itemClass} asChild>
      <a
        href={item.href}
        {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...(item.download ? { download: '' } : {})}
      >
        {item.label}
        {item.newTab && <span className="sr-only"> (opens in a new tab)</span>}
      </a>
    </DropdownMenu.Item>
  );
}

/** A group, named by its heading when it has one (screen readers say 'Add to calendar, group'). */
function MenuGroup({ group, first }: { group: CardMenuGroup; first: boolean }) {
  const headingId = useId();
  return (
    <DropdownMenu.Group {...(group.heading ? { 'aria-labelledby': headingId } : {})}>
      {!first && <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />}
      {group.heading && (
        <DropdownMenu.Label
          id={headingId}
          className="px-3 pt-1.5 pb-1 text-xs font-semibold text-slate-600 uppercase dark:text-slate-300"
        >
          {group.heading}
        </DropdownMenu.Label>
      )}
      {group.items.map((item) => (
        <MenuItem key={item.id} item={item} />
      ))}
    </DropdownMenu.Group>
  );
}

/**
 * A card's one menu (Radix: arrow keys, Enter, Escape, focus returns to the trigger). Features add
 * their own group of items; the card does not need to know them.
 */
export default function CardMenu({
  contest,
  withCalendar,
  groups,
  defaultOpen,
  compact,
}: CardMenuProps) {
  const shown = [...(withCalendar ? [calendarMenuGroup(contest)] : []), ...groups].filter(
    (group) => group.items.length > 0,
  );
  const [open, setOpen] = useState(defaultOpen === true);
  const trigger = useRef<HTMLButtonElement>(null);
  // Set by Tab in the menu: where focus goes once it has closed (1 on, -1 back).
  const tabbedAway = useRef<1 | -1 | undefined>(undefined);
  return (
    // Not modal: a modal menu marks the rest of the page aria-hidden while it stays focusable
    // (axe: aria-hidden-focus); the menu still closes on Escape and an outside press.
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        ref={trigger}
        className={`${compact ? ROW_BUTTON_CLASS : CARD_BUTTON_CLASS} data-[state=open]:bg-white/20`}
      >
        <CardMenuTriggerContent contestTitle={contest.title} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-40 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-800"
          // Radix keeps Tab inside a menu. Tab closes it and moves on from its button, as from any
          // other button: the menu is drawn at the end of the page, so the browser's own Tab
          // would leave the card for the page's end.
          onKeyDown={(event) => {
            if (event.key !== 'Tab') return;
            event.preventDefault();
            tabbedAway.current = event.shiftKey ? -1 : 1;
            setOpen(false);
          }}
          onCloseAutoFocus={(event) => {
            const step = tabbedAway.current;
            tabbedAway.current = undefined;
            if (!step || !trigger.current) return;
            event.preventDefault();
            focusNextTabbable(trigger.current, step);
          }}
        >
          {shown.map((group, index) => (
            <MenuGroup key={group.id} group={group} first={index === 0} />
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
