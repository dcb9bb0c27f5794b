import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toaster';

/** A read-only URL with a Copy button (the field can also be selected by hand). */
export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => {
            event.currentTarget.select();
          }}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
        />
        <Button
          onClick={() => {
            navigator.clipboard.writeText(value).then(
              () => {
                setCopied(true);
                toast('Link copied');
              },
              () => {
                toast('Could not copy: select the link and copy it by hand', 'error');
              },
            );
          }}
        >
          {copied ? 'Copied' : 'Copy'}
          <span className="sr-only"> {label}</span>
        </Button>
      </div>
    </div>
  );
}
