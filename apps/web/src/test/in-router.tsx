import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Router } from '@/lib/router';

function InRouter({ children }: { children: ReactNode }) {
  return (
    <Router location="/" memory>
      {children}
    </Router>
  );
}

/** Renders a component that links within the app (a card's 'Details'): in a router at `/`. */
export const renderInRouter = (ui: ReactElement): RenderResult => render(ui, { wrapper: InRouter });
