// The search flood's client, in a process of its own: the readers whose latency the bench reports
// must not wait behind the flood's own request and response handling on one event loop.
// Usage: tsx bench/lib/search-flood-client.ts PORT AMOUNT CONNECTIONS [plain]; prints 'started',
// then the result as JSON. `plain` sends the first past pages, no search: the same crowd asking
// for answers already in memory, for comparison.
import autocannon from 'autocannon';
import { expectAnswered } from './load';

const WORDS = ['round', 'div', 'educational', 'weekly', 'starters', 'beginner', 'grand', 'cup'];
const [port, amount, connections] = process.argv.slice(2, 5).map(Number);
const plain = process.argv[5] === 'plain';

let n = 0;
// The bench starts measuring on this line, not while this process was loading.
process.stdout.write('started\n');
const result = await autocannon({
  url: `http://127.0.0.1:${port}`,
  connections,
  amount,
  requests: [
    {
      // Each search has words never sent before, so none is answered from memory.
      setupRequest: (request) => {
        n++;
        const word = WORDS[n % WORDS.length] ?? 'round';
        const path = plain
          ? `/contests/past_contest?page=${n % 5}`
          : `/contests/past_contest?q=${word}%20${n}%20x${n % 97}`;
        return { ...request, path };
      },
    },
  ],
});
// A search may be refused (the per-address budget's 429, the queue's 503): that is what the
// scenario measures. Plain pages are answered from memory, always.
expectAnswered(result, plain ? 'plain past pages' : 'searches', plain ? [] : [429, 503]);
process.stdout.write(`${JSON.stringify(result)}\n`);
