import { Parser } from 'htmlparser2';

/** What the sentence on a contest's page gave, unchecked (the map's schema checks it). */
export interface RawTophSchedule {
  start?: string;
  duration?: string;
}

const STARTS = /\b(will start|started on)\b/i;
const RUNS = /\b(will run|ran) for\b/i;

/**
 * Reads the one sentence of a contest's page that holds its time: after "will start" or "started
 * on", the first element carrying `data-timestamp` (older pages: `data-time`); after that, "will
 * run for" or "ran for", and the text of the next `<strong>`. Streaming, in document order, as
 * clist's pattern reads the same page; nothing found leaves the fields unset.
 */
export function parseTophContestPage(html: string): RawTophSchedule {
  const found: RawTophSchedule = {};
  let step: 'starts' | 'timestamp' | 'runs' | 'strong' | 'done' = 'starts';
  let text = '';
  let strong: { depth: number; text: string } | undefined;
  let depth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth++;
        if (step === 'timestamp') {
          const at = attributes['data-timestamp'] ?? attributes['data-time'];
          if (at !== undefined) {
            found.start = at.trim();
            step = 'runs';
            text = '';
          }
        } else if (step === 'strong' && name === 'strong') {
          strong = { depth, text: '' };
        }
      },
      ontext(chunk) {
        if (strong) {
          strong.text += chunk;
          return;
        }
        // The tail is enough to hold either phrase: the page's whole text is never kept.
        text = (text + chunk).slice(-64);
        if (step === 'starts' && STARTS.test(text)) {
          step = 'timestamp';
          text = '';
        } else if (step === 'runs' && RUNS.test(text)) {
          step = 'strong';
          text = '';
        }
      },
      onclosetag() {
        if (strong?.depth === depth) {
          found.duration = strong.text.replace(/\s+/g, ' ').trim();
          strong = undefined;
          step = 'done';
        }
        depth--;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return found;
}
