/** 'N hidden — show': brings a user's hidden series back into this view, and hides them again. */
export function HiddenToggle({
  count,
  shown,
  onToggle,
}: {
  count: number | undefined;
  shown: boolean;
  onToggle: () => void;
}) {
  if (!shown && !count) return null;
  return (
    <div className="mb-3 flex justify-end">
      <button
        type="button"
        aria-pressed={shown}
        onClick={onToggle}
        className="rounded-md px-2 py-1 text-sm font-medium text-sky-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-sky-300"
      >
        {shown ? 'Hide hidden series again' : `${count} hidden — show`}
      </button>
    </div>
  );
}
