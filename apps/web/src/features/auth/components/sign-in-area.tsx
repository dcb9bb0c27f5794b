import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { useClientConfig } from '@/features/auth/api/get-client-config';
import { useHydrated } from '@/lib/use-hydrated';
import { useMe } from '@/features/auth/api/get-me';
import { useLogout } from '@/features/auth/api/sign-in';
import { Avatar } from './avatar';

const GoogleSignIn = lazy(() => import('./google-sign-in'));
const DemoSignIn = lazy(() => import('./demo-sign-in'));
const placeholder = <span className="h-8 w-24" aria-hidden="true" />;

/**
 * Signed in: avatar, name, email and Logout. Signed out: Google's button, if configured, and
 * under `npm run demo` the demo's 'Try as …' buttons.
 */
export function SignInArea() {
  const me = useMe();
  const config = useClientConfig();
  const logout = useLogout();
  // The pre-rendered page holds the place of a user not known yet (use-hydrated.ts).
  const hydrated = useHydrated();

  // Signed out only when the server said so (a 401) or there is no token: a profile that could
  // not be fetched (offline, with no copy kept) is not a reason to offer signing in.
  if (!hydrated || me.data === undefined) return placeholder;
  if (me.data) {
    return (
      <div className="flex items-center gap-3">
        <Avatar name={me.data.name} picture={me.data.picture} />
        <div className="flex min-w-0 flex-col text-sm leading-tight">
          <span className="truncate font-semibold">{me.data.name}</span>
          <span className="truncate text-slate-600 dark:text-slate-400">{me.data.email}</span>
        </div>
        <Button
          onClick={() => {
            logout.mutate();
          }}
        >
          Logout
        </Button>
      </div>
    );
  }
  const clientId = config.data?.googleClientId;
  const demo = config.data?.demoSignIn === true;
  if (config.isPending) return null;
  if (!clientId && !demo) {
    return (
      <span className="text-sm text-slate-600 dark:text-slate-400">Sign-in is not configured</span>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <div className="flex flex-wrap items-center gap-2">
        {demo && <DemoSignIn />}
        {clientId && <GoogleSignIn clientId={clientId} />}
      </div>
    </Suspense>
  );
}
