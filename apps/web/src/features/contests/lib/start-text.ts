import { useEffect, useSyncExternalStore } from 'react';
import { formatStart } from './contest-time';

// A card's start time, in the viewer's locale and time zone, formatted by a worker
// (start-format.worker.ts) and kept here by instant. Where no worker can run (tests, an old
// browser) or one fails, the main thread formats instead.

const texts = new Map<number, string>();
const listeners = new Set<() => void>();
const asked = new Set<number>();
let worker: Worker | null | undefined;
let flushQueued = false;

function notify(): void {
  for (const listener of listeners) listener();
}

function formatHere(instants: Iterable<number>): void {
  for (const ms of instants) texts.set(ms, formatStart(new Date(ms)));
  notify();
}

function formatter(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    const started = new Worker(new URL('./start-format.worker.ts', import.meta.url), {
      type: 'module',
    });
    started.onmessage = (event: MessageEvent<[number, string][]>) => {
      for (const [ms, text] of event.data) texts.set(ms, text);
      notify();
    };
    started.onerror = () => {
      worker = null;
      formatHere([...asked].filter((ms) => !texts.has(ms)));
    };
    return (worker = started);
  } catch {
    return (worker = null);
  }
}

/** Starts the worker ahead of the first card, so its locale data loads while the lists arrive. */
export function prepareStartFormat(): void {
  formatter();
}

function flush(): void {
  flushQueued = false;
  const missing = [...asked].filter((ms) => !texts.has(ms));
  const running = formatter();
  if (running) running.postMessage(missing);
  else formatHere(missing);
}

function ask(ms: number): void {
  asked.add(ms);
  if (flushQueued) return;
  flushQueued = true;
  // One message for all the cards of a render.
  queueMicrotask(flush);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The start time's text; undefined for the moment the worker takes. An explicit locale or zone
 * (tests) is formatted at once, as is everything where no worker can run.
 */
export function useStartText(start: Date, locale?: string, timeZone?: string): string | undefined {
  const ms = start.getTime();
  const known = useSyncExternalStore(
    subscribe,
    () => texts.get(ms),
    () => undefined,
  );
  const here = locale !== undefined || timeZone !== undefined || formatter() === null;
  useEffect(() => {
    if (!here && known === undefined) ask(ms);
  }, [here, known, ms]);
  return here ? formatStart(start, locale, timeZone) : known;
}
