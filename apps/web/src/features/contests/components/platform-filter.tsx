import type { ReactNode } from 'react';
import { PLATFORM_IDS, PLATFORM_NAMES, type PlatformId } from '@contest-tracker/contract/pure';

export interface PlatformFilterProps {
  selected: readonly PlatformId[];
  /** The platforms this deployment syncs (PLATFORMS); every one while that is unknown. */
  platforms?: readonly PlatformId[] | undefined;
  onToggle: (platform: PlatformId) => void;
  /** Shown beside the hint, e.g. an action on what the filter selects. */
  aside?: ReactNode;
}

export function PlatformFilter({
  selected,
  platforms = PLATFORM_IDS,
  onToggle,
  aside,
}: PlatformFilterProps) {
  return (
    <section
      aria-labelledby="filter-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="filter-heading" className="mb-3 text-base font-semibold">
        Filter Platforms
      </h2>
      <div className="flex flex-wrap gap-2" role="group" aria-labelledby="filter-heading">
        {PLATFORM_IDS.filter((id) => platforms.includes(id)).map((platform) => (
          <button
            key={platform}
            type="button"
            aria-pressed={selected.includes(platform)}
            data-state={selected.includes(platform) ? 'on' : 'off'}
            onClick={() => {
              onToggle(platform);
            }}
            className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 data-[state=on]:border-sky-700 data-[state=on]:bg-sky-700 data-[state=on]:text-white dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            {PLATFORM_NAMES[platform]}
          </button>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          * You can select multiple platforms
        </p>
        {aside}
      </div>
    </section>
  );
}
