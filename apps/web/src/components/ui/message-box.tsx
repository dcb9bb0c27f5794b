import type { ReactNode } from 'react';

/** A box that shows one message, optionally with an action under it. */
export function MessageBox({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
      <p>{children}</p>
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
