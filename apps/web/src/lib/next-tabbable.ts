const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** A radio button is a Tab stop when checked, or, none of its group being checked, when first. */
function isRadioStop(input: HTMLInputElement, all: readonly HTMLElement[]): boolean {
  if (input.type !== 'radio' || !input.name) return true;
  if (input.checked) return true;
  const group = all.filter(
    (el): el is HTMLInputElement =>
      el instanceof HTMLInputElement && el.type === 'radio' && el.name === input.name,
  );
  return !group.some((el) => el.checked) && group[0] === input;
}

/** The page's Tab stops in order (no positive tabindex is used in the app). */
export function tabStops(root: ParentNode = document): HTMLElement[] {
  const all = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
  return all.filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.closest('[hidden], [inert]') &&
      // Not in jsdom; in a browser this also leaves out what CSS hides.
      (typeof el.checkVisibility !== 'function' || el.checkVisibility()) &&
      (!(el instanceof HTMLInputElement) || isRadioStop(el, all)),
  );
}

/** Moves focus to the Tab stop after (1) or before (-1) `from`, as Tab and Shift+Tab would. */
export function focusNextTabbable(from: HTMLElement, step: 1 | -1): void {
  const stops = tabStops();
  const index = stops.indexOf(from);
  if (index === -1) return;
  stops[index + step]?.focus();
}
