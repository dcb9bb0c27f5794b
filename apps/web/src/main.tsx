import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prepareStartFormat } from './features/contests/lib/contest-time';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// A transition lets React render the first screen in slices that yield to the browser, rather
// than one long task that blocks input on a slow phone (Lighthouse's Total Blocking Time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
// The first date formatter costs a long task (the browser loads its locale data); paying it in a
// task of its own while the contest lists are still on the wire keeps it out of the cards' render.
setTimeout(prepareStartFormat, 0);
