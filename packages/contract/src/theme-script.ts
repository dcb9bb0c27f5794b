/** Where the browser remembers the chosen theme; absent means 'system'. */
export const THEME_STORAGE_KEY = 'theme';

/**
 * The page's one inline script, run in <head> before the first paint (index.html and the
 * pre-rendered home.html): it puts `dark` on <html> when the remembered choice, or the system's
 * when there is none, is dark, so no screen ever shows the wrong theme first. Shared here because
 * the server's Content-Security-Policy allows exactly this text, by its hash.
 */
export const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');var d=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d)}catch(e){}})()`;
