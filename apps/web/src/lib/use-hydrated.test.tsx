import { act, render } from '@testing-library/react';
import { useDeferredValue } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrationRoot, useHydrated } from './use-hydrated';

interface Seen {
  hydrated: boolean;
  /**
   * `useDeferredValue` hands a render in a transition the new value at once, and an urgent render
   * the old one first: so it tells which kind of render turned the flag.
   */
  deferred: boolean;
}

function Probe({ seen }: { seen: Seen[] }) {
  const hydrated = useHydrated();
  const deferred = useDeferredValue(hydrated);
  seen.push({ hydrated, deferred });
  return <p>{hydrated ? 'hydrated' : 'adopting'}</p>;
}

function AdoptingRoot({ adopting, seen }: { adopting: boolean; seen: Seen[] }) {
  return (
    <HydrationRoot adopting={adopting}>
      <Probe seen={seen} />
    </HydrationRoot>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('is false on the server, and while the browser adopts that markup', () => {
    const markup = renderToString(<AdoptingRoot adopting seen={[]} />);
    expect(markup).toContain('adopting');

    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const seen: Seen[] = [];
    const errors: unknown[] = [];
    act(() => {
      root = hydrateRoot(container, <AdoptingRoot adopting seen={seen} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(seen[0]?.hydrated).toBe(false);
    expect(container.textContent).toBe('hydrated');
  });

  it('turns true in a transition, so the second pass yields to input', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AdoptingRoot adopting seen={[]} />);
    document.body.append(container);
    const seen: Seen[] = [];
    act(() => {
      root = hydrateRoot(container, <AdoptingRoot adopting seen={seen} />);
    });
    const turned = seen.find((render) => render.hydrated);
    // An urgent update (a store, or a plain setState) would show `deferred: false` here first.
    expect(turned).toEqual({ hydrated: true, deferred: true });
  });

  it('is true from the first render where nothing is adopted, and outside any root', () => {
    const seen: Seen[] = [];
    const { unmount } = render(<AdoptingRoot adopting={false} seen={seen} />);
    expect(seen[0]).toEqual({ hydrated: true, deferred: true });
    unmount();

    const alone: Seen[] = [];
    render(<Probe seen={alone} />);
    expect(alone[0]?.hydrated).toBe(true);
  });
});
