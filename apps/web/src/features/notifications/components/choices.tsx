import type { ReactNode } from 'react';

/** A rule's part (What, When, Where): its choices side by side under a small legend. */
export function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
      <legend className="mb-1 w-full text-sm font-medium text-slate-700 dark:text-slate-300">
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

export function Choice(props: {
  type: 'radio' | 'checkbox';
  name?: string;
  checked: boolean;
  indent?: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={`flex items-center gap-2 text-sm ${props.indent ? 'sm:ml-4' : ''}`}>
      <input
        type={props.type}
        {...(props.name ? { name: props.name } : {})}
        checked={props.checked}
        onChange={(event) => {
          props.onChange(event.target.checked);
        }}
        className="h-4 w-4 accent-sky-700"
      />
      {props.children}
    </label>
  );
}
