/** The look of a button on a card (white outline on the platform's colour). */
export const CARD_BUTTON_CLASS =
  'rounded-lg border border-white/70 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** The same in a row of the compact list: 24 px, as small as a target may be, so rows stay thin. */
export const ROW_BUTTON_CLASS =
  'rounded-md border border-white/70 px-2 py-px text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
