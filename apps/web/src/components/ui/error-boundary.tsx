import { Component, type ReactNode } from 'react';
import { Button } from './button';

/**
 * What a part of the app shows instead of the part that failed to render (a page's code or an
 * answer it could not read): a render error blanks everything above its nearest boundary, so the
 * layout has one around each page, keeping the header, and one around itself.
 */
function SomethingWentWrong() {
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <div
        role="alert"
        className="flex flex-wrap items-center justify-center gap-3 rounded-xl border border-slate-200 bg-white p-8 text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
      >
        <p>Something went wrong</p>
        <span aria-hidden="true">·</span>
        <Button
          onClick={() => {
            location.reload();
          }}
        >
          Reload
        </Button>
      </div>
    </main>
  );
}

/** Shows `SomethingWentWrong` once a child throws while rendering; a new `key` tries again. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <SomethingWentWrong /> : this.props.children;
  }
}
