/**
 * One entry of a card's menu: a link (opened in a new tab, or downloaded) or an action. Shared:
 * features (calendar, hidden series) add their own groups to the contests' cards.
 */
export type CardMenuItem =
  | { id: string; label: string; href: string; newTab?: boolean; download?: boolean }
  | { id: string; label: string; onSelect: () => void };

/** A group of a card's menu, under its heading when it has one ('Add to calendar'). */
export interface CardMenuGroup {
  id: string;
  heading?: string;
  items: readonly CardMenuItem[];
}
