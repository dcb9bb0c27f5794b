import type { ApiContest } from '@contest-tracker/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toaster';
import { useSaveSolution } from '@/features/solutions/api/save-solution';

export interface SolutionDialogProps {
  contest: ApiContest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Add Video Solution Link': stays open with the error and the text when saving fails. */
export default function SolutionDialog({ contest, open, onOpenChange }: SolutionDialogProps) {
  const [link, setLink] = useState(contest.solution?.url ?? '');
  const save = useSaveSolution();
  const toast = useToast();
  const submit = (videoSolution: string | null) => {
    save.mutate(
      { contestId: contest.id, videoSolution },
      {
        onSuccess: () => {
          toast(videoSolution ? 'Video Solution Link Saved' : 'Video Solution Link Removed');
          onOpenChange(false);
        },
      },
    );
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <Dialog.Title className="text-lg font-bold">Add Video Solution Link</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {contest.title}
          </Dialog.Description>
          {contest.solution && (
            <p data-testid="solution-source" className="mt-2 text-sm">
              {contest.solution.source === 'matched'
                ? 'Current link: found automatically in the solution playlists.'
                : 'Current link: added by an admin.'}
            </p>
          )}
          <form
            className="mt-4 flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              submit(link);
            }}
          >
            <label htmlFor="solution-link" className="sr-only">
              YouTube link
            </label>
            <input
              id="solution-link"
              type="url"
              inputMode="url"
              required
              value={link}
              placeholder="Paste YouTube link..."
              aria-invalid={save.isError}
              aria-describedby={save.isError ? 'solution-error' : undefined}
              onChange={(event) => {
                setLink(event.target.value);
              }}
              className="rounded-lg border border-slate-300 px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-800"
            />
            {save.isError && (
              <p
                id="solution-error"
                role="alert"
                className="text-sm text-red-700 dark:text-red-400"
              >
                {save.error.message}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              {contest.solution && (
                <Button
                  disabled={save.isPending}
                  onClick={() => {
                    submit(null);
                  }}
                >
                  Remove
                </Button>
              )}
              <Dialog.Close asChild>
                <Button>Cancel</Button>
              </Dialog.Close>
              <Button type="submit" variant="primary" disabled={save.isPending}>
                Save
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
