// Formats start instants in the viewer's locale and time zone off the main thread: the browser's
// first date formatter loads its locale data in a long task, which blocked input on slow phones.
import { formatStart } from './contest-time';

// The app's TypeScript setup knows the DOM's globals, not a worker's: the two members used here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<number[]>) => void) | null;
  postMessage: (message: [number, string][]) => void;
};

scope.onmessage = (event) => {
  scope.postMessage(event.data.map((ms) => [ms, formatStart(new Date(ms))]));
};
