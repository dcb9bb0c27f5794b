import { parentPort } from 'node:worker_threads';

/** A stand-in for the page parse that takes the page and never answers: a parse stuck for good. */
parentPort?.once('message', () => {
  const spinUntil = Number.POSITIVE_INFINITY;
  while (Date.now() < spinUntil) {
    // Busy, as a parse is: the worker's thread never comes back to its event loop.
  }
});
parentPort?.postMessage({ type: 'ready' });
