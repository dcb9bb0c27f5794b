import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startFirstScreenRequests } from './app/first-screen-requests';
import { prepareStartFormat } from './features/contests/lib/contest-time';
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
  startFirstScreenRequests(location);
}, 0);
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
// The first date formatter costs a long task (the browser loads its locale data); paying it on
// its own while the contest lists are still on the wire keeps it out of the cards' render.
setTimeout(prepareStartFormat, 0);
