import { setTheme, THEMES, useTheme, type Theme } from '@/lib/theme';

const LABELS: Record<Theme, string> = { system: 'System', dark: 'Dark', light: 'Light' };

const ICONS: Record<Theme, string> = {
  system: 'M4 5h16v11H4zM9 20h6M12 16v4',
  dark: 'M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z',
  light:
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
};

/** One button that steps through System → Dark → Light, saying which is on. */
export function ThemeToggle() {
  const theme = useTheme();
  const next = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] ?? 'system';
  return (
    <button
      type="button"
      onClick={() => {
        setTheme(next);
      }}
      aria-label={`Theme: ${LABELS[theme]} (switch to ${LABELS[next]})`}
      title={`Theme: ${LABELS[theme]}`}
      data-theme-choice={theme}
      className="flex items-center gap-1.5 rounded-md p-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={ICONS[theme]} />
      </svg>
      <span aria-hidden="true" className="hidden sm:inline">
        {LABELS[theme]}
      </span>
    </button>
  );
}
