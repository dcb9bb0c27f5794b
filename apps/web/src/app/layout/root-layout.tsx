import type { ReactNode } from 'react';
import { useMe } from '@/features/auth';
import { HideSolutionLinksContext } from '@/features/solutions';
import { useHydrated } from '@/lib/use-hydrated';
import { Header } from './header';
import { OfflineLine, UpdatedNote } from './offline-line';
import { SkipLink } from './skip-link';

export function RootLayout({ children }: { children: ReactNode }) {
  const me = useMe();
  // The pre-rendered page is everyone's: the user's preference applies once hydrated.
  const hideSolutionLinks = useHydrated() && me.data?.hideSolutionLinks === true;
  return (
    <HideSolutionLinksContext value={hideSolutionLinks}>
      <div className="flex min-h-screen flex-col">
        <SkipLink />
        <Header />
        <OfflineLine />
        <UpdatedNote />
        {children}
      </div>
    </HideSolutionLinksContext>
  );
}
