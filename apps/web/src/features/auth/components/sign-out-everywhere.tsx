import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toaster';
import { useLogoutEverywhere } from '@/features/auth/api/logout-everywhere';

/** Ends every session of the account: for a lost device, or a browser left signed in. */
export function SignOutEverywhere() {
  const logoutEverywhere = useLogoutEverywhere();
  const toast = useToast();
  return (
    <section
      aria-labelledby="sessions-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="sessions-heading" className="mb-2 text-lg font-semibold">
        Sessions
      </h2>
      <p className="mb-4 text-slate-700 dark:text-slate-300">
        Signed in on a device you no longer use, or lost one? This signs you out on every browser
        and device, this one included. Your calendar feed link keeps working.
      </p>
      <Button
        disabled={logoutEverywhere.isPending}
        aria-busy={logoutEverywhere.isPending}
        onClick={() => {
          logoutEverywhere.mutate(undefined, {
            onSuccess: () => {
              toast('Signed out everywhere');
            },
          });
        }}
      >
        Sign out everywhere
      </Button>
      {logoutEverywhere.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {logoutEverywhere.error.message}
        </p>
      )}
    </section>
  );
}
