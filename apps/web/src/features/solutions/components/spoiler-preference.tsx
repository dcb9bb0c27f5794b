import type { User } from '@contest-tracker/contract';
import { useState } from 'react';
import { useSavePreferences } from '@/features/solutions/api/save-preferences';

/** The spoiler-safe setting on /profile, saved with the user (so every device follows it). */
export function SpoilerPreference({ user }: { user: User }) {
  const save = useSavePreferences();
  // The box follows the click at once (a controlled box would flick back while saving); the saved
  // value takes over when the server has answered, and a failure shows the old value again.
  const [asked, setAsked] = useState<boolean | null>(null);
  const checked = asked ?? user.hideSolutionLinks;
  return (
    <div className="flex flex-col gap-2">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-sky-700"
          checked={checked}
          disabled={save.isPending}
          aria-describedby="hide-solutions-help"
          onChange={(event) => {
            const hide = event.target.checked;
            setAsked(hide);
            save.mutate(
              { hideSolutionLinks: hide },
              {
                onSettled: () => {
                  setAsked(null);
                },
              },
            );
          }}
        />
        <span className="font-medium">Hide solution links until I open them</span>
      </label>
      <p id="hide-solutions-help" className="ml-7 text-sm text-slate-600 dark:text-slate-400">
        Cards then say ‘Solution available’; the video link shows when you open it.
      </p>
      {save.isError && (
        <p role="alert" className="ml-7 text-sm text-red-700 dark:text-red-400">
          {save.error.message}
        </p>
      )}
    </div>
  );
}
