import type { ReactNode } from 'react';
import { useMe } from '@/features/auth';
import { HideSolutionLinksContext } from '@/features/solutions';
import { useHydrated } from '@/lib/use-hydrated';
import { Header } from './header';
import { OfflineLine, UpdatedNote } from './offline-line';

export function RootLayout({ children }: { children: ReactNode }) {
  const me = useMe();
  // The pre-rendered page is everyone's: the user's preference applies once hydrated.
  const hideSolutionLinks = useHydrated() && me.data?.hideSolutionLinks === true;
  return (
    <HideSolutionLinksContext value={hideSolutionLinks}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-20 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
        >
          Skip to content
        </a>
        <Header />
        <OfflineLine />
        <UpdatedNote />
        {children}
      </div>
    </HideSolutionLinksContext>
  );
}
