import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** A toast's one button ('Undo'): pressing it runs `onSelect` and closes the toast. */
interface ToastAction {
  label: string;
  onSelect: () => void;
}

interface ToastOptions {
  tone?: 'success' | 'error';
  action?: ToastAction;
  /** How long it stays; one with an action stays longer by default, to be read and pressed. */
  ms?: number;
}

interface Toast {
  id: number;
  message: string;
  tone: 'success' | 'error';
  action?: ToastAction;
}

export type ShowToast = (message: string, options?: ToastOptions['tone'] | ToastOptions) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

const TOAST_MS = 4_000;
const ACTION_TOAST_MS = 10_000;
let nextId = 1;

/** Short confirmations in a polite live region, in place of the first client's alert(). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const close = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback<ShowToast>(
    (message, options) => {
      const {
        tone = 'success',
        action,
        ms,
      } = typeof options === 'string' ? { tone: options } : (options ?? {});
      const id = nextId++;
      setToasts((current) => [...current, { id, message, tone, ...(action ? { action } : {}) }]);
      setTimeout(
        () => {
          close(id);
        },
        ms ?? (action ? ACTION_TOAST_MS : TOAST_MS),
      );
    },
    [close],
  );
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((toast) => (
          <p
            key={toast.id}
            data-testid="toast"
            className={`pointer-events-auto rounded-lg px-4 py-2 text-sm font-medium text-white shadow-lg ${
              toast.tone === 'error' ? 'bg-red-700' : 'bg-slate-900 dark:bg-slate-700'
            }`}
          >
            {toast.message}
            {toast.action && (
              <>
                {' · '}
                <button
                  type="button"
                  className="rounded font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                  onClick={() => {
                    close(toast.id);
                    toast.action?.onSelect();
                  }}
                >
                  {toast.action.label}
                </button>
              </>
            )}
          </p>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
