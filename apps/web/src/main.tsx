import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startPublicRequests, startSessionRequests } from './app/first-screen-requests';
import { prepareStartFormat } from './features/contests/lib/start-text';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Start-up is cut into tasks of its own (requests, React, the date formatter), each short enough
// not to block input on a slow phone (Lighthouse's Total Blocking Time) as one long task would.
setTimeout(() => {
  startPublicRequests(location);
}, 0);
setTimeout(startSessionRequests, 0);
setTimeout(() => {
  // A transition lets React work in slices that yield to the browser.
  startTransition(() => {
    // The server sends the home page's first screen pre-rendered (prerender-home.tsx). React
    // adopts that markup only where it was rendered for this very URL; elsewhere it starts afresh.
    if (root.dataset.prerendered === location.pathname + location.search) {
      hydrateRoot(root, app);
    } else {
      root.replaceChildren();
      createRoot(root).render(app);
    }
  });
}, 0);
// Starts the worker that formats the cards' start times: its locale data loads while the lists are
// on the wire, and off this thread (start-text.ts).
setTimeout(prepareStartFormat, 0);
