import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_SEARCH_LENGTH } from '@contest-tracker/contract/pure';

/** Long enough to finish a word, short enough to feel immediate. */
const DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The search in the URL. */
  value: string;
  onSearch: (q: string) => void;
  /** Said under the box, e.g. why the search shows nothing yet ('Search needs a connection'). */
  note?: string | undefined;
}

const typingInto = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** 'Search contests': typed text reaches the URL once typing pauses; `/` focuses, Escape clears. */
export function SearchBox({ value, onSearch, note }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };
  // Searches this box sent whose URL change has not come back yet. The router applies them as a
  // transition, so one can land after the user typed on (or cleared the box): it must not undo that.
  const sent = useRef<string[]>([]);
  const search = useCallback((q: string) => {
    sent.current.push(q.trim());
    latest.current.onSearch(q);
  }, []);

  // The URL changed by itself (back, a link, 'Clear search'): show what it says.
  useEffect(() => {
    const echo = sent.current.indexOf(value);
    if (echo !== -1) {
      sent.current = sent.current.slice(echo + 1);
      return;
    }
    sent.current = [];
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() !== latest.current.value) search(text);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text, search]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingInto(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    <div className="relative flex-1">
      <label htmlFor="contest-search" className="sr-only">
        Search contests
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute top-[21px] left-3 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        ref={input}
        id="contest-search"
        type="search"
        value={text}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder="Search contests (press /)"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={note ? 'contest-search-note' : undefined}
        onChange={(event) => {
          setText(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          setText('');
          search('');
        }}
        className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      {/* In the page even when empty, so a screen reader hears the note arrive. The icon is
          placed on the input's middle (21px), not the box's, which grows with the note. */}
      <p
        id="contest-search-note"
        role="status"
        className="mt-1 text-sm text-amber-800 empty:hidden dark:text-amber-300"
      >
        {note}
      </p>
    </div>
  );
}
