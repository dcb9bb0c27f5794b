import { PLATFORM_NAMES, publicFeedPath, type PlatformId } from '@contest-tracker/contract/pure';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@/components/ui/button';
import { webcalUrl } from '@/features/calendar/lib/calendar-links';
import { CopyField } from './copy-field';
import { HowToSubscribe } from './how-to-subscribe';

export interface SubscribeDialogProps {
  platforms: readonly PlatformId[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The public feed for the platforms the page shows: a webcal link and the https URL to copy. */
export default function SubscribeDialog({ platforms, open, onOpenChange }: SubscribeDialogProps) {
  const feedUrl = `${window.location.origin}${publicFeedPath(platforms)}`;
  const which =
    platforms.length > 0 ? platforms.map((id) => PLATFORM_NAMES[id]).join(', ') : 'all platforms';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <Dialog.Title className="text-lg font-bold">Subscribe in your calendar</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600 dark:text-slate-400">
            Running and upcoming contests of {which}, and the last 30 days. Your calendar app
            fetches changes by itself (about hourly).
          </Dialog.Description>
          <a
            href={webcalUrl(feedUrl)}
            data-testid="webcal-link"
            className="inline-flex items-center justify-center rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
          >
            Open in my calendar app
          </a>
          <CopyField label="Feed URL" value={feedUrl} />
          <HowToSubscribe />
          <div className="flex justify-end">
            <Dialog.Close asChild>
              <Button>Close</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
