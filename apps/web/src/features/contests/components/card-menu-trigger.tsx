/**
 * The card menu button's content, for the placeholder and the Radix trigger alike: '⋯' to the eye,
 * 'More actions for <title>' to a screen reader, so one card's menu is told from the next.
 */
export function CardMenuTriggerContent({ contestTitle }: { contestTitle: string }) {
  return (
    <>
      <span className="sr-only">More actions for {contestTitle}</span>
      <span aria-hidden="true">⋯</span>
    </>
  );
}
