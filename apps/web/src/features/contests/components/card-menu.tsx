import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { CardMenuItem } from '@/components/ui/menu-item';
import { CARD_BUTTON_CLASS } from './card-button-class';

export interface CardMenuProps {
  /** The trigger's text. */
  label: string;
  /** Read after the label by screen readers, to tell one card's menu from the next. */
  contestTitle: string;
  /** Groups of items, drawn with a separator between groups. */
  groups: readonly (readonly CardMenuItem[])[];
  /** Open when first drawn (it is drawn by the press that asked for it). */
  defaultOpen?: boolean;
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

/**
 * A card's menu (Radix: arrow keys, Enter, Escape, focus returns to the trigger). Features add
 * their own group of items; the card does not need to know them.
 */
export default function CardMenu({ label, contestTitle, groups, defaultOpen }: CardMenuProps) {
  const shown = groups.filter((group) => group.length > 0);
  return (
    // Not modal: a modal menu marks the rest of the page aria-hidden while it stays focusable
    // (axe: aria-hidden-focus); the menu still closes on Escape, Tab and an outside press.
    <DropdownMenu.Root modal={false} {...(defaultOpen ? { defaultOpen } : {})}>
      <DropdownMenu.Trigger className={`${CARD_BUTTON_CLASS} data-[state=open]:bg-white/20`}>
        {label}
        <span className="sr-only"> for {contestTitle}</span>
        <span aria-hidden="true" className="ml-1.5">
          ▾
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-40 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-800"
        >
          {shown.map((group, index) => (
            <DropdownMenu.Group key={group[0]?.id ?? index}>
              {index > 0 && (
                <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
              )}
              {group.map((item) => (
                <MenuItem key={item.id} item={item} />
              ))}
            </DropdownMenu.Group>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
