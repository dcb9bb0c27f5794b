import { Parser } from 'htmlparser2';

/** The challenge page is 345 bytes; a page many times that is something else. */
const MAX_CHALLENGE_CHARS = 16 * 1024;

/**
 * The cookie Luogu's bot check asks for. Since 2026 a first call may get a tiny page whose script
 * sets it in plain text (`window.document.cookie="C3VK=c82bf1; path=/; max-age=300;"`) and
 * reloads; a call carrying it gets the answer. Undefined for any other answer.
 */
export function challengeCookie(text: string): string | undefined {
  if (text.length > MAX_CHALLENGE_CHARS || !text.trimStart().startsWith('<')) return undefined;
  let script = '';
  let inScript = false;
  const parser = new Parser({
    onopentag(name) {
      inScript = name === 'script';
    },
    ontext(chunk) {
      if (inScript) script += chunk;
    },
    onclosetag() {
      inScript = false;
    },
  });
  parser.end(text);
  // The script's own words, not the page's markup: the one assignment it makes.
  return /document\.cookie\s*=\s*["']C3VK=([A-Za-z0-9]{1,64})[;"']/.exec(script)?.[1];
}
