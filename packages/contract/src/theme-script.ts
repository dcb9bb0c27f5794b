/** Where the browser remembers the chosen theme; absent means 'system'. */
export const THEME_STORAGE_KEY = 'theme';

/**
 * What this browser remembers that changes the home page's first cards: the session token (a
 * user's hidden series and buttons), the platforms and length, and the 'Cards | List' choice.
 * The server draws the first cards for a reader with none of them (decision 070).
 */
const REMEMBERED_KEYS = ['token', 'filters', 'view'] as const;

/**
 * The page's one inline script, run in <head> before the first paint (index.html and the
 * pre-rendered home.html): it puts `dark` on <html> when the remembered choice, or the system's
 * when there is none, is dark, so no screen ever shows the wrong theme first; and it marks <html>
 * `data-remembered` when the reader has any of `REMEMBERED_KEYS`, so the cards the server drew
 * for a reader without them stay hidden until the app has drawn this reader's own. Shared here
 * because the server's Content-Security-Policy allows exactly this text, by its hash.
 */
export const THEME_SCRIPT = `(function(){try{var s=localStorage,h=document.documentElement,t=s.getItem('${THEME_STORAGE_KEY}');var d=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);h.classList.toggle('dark',d);if(${JSON.stringify(REMEMBERED_KEYS)}.some(function(k){return s.getItem(k)!==null}))h.setAttribute('data-remembered','')}catch(e){}})()`;
