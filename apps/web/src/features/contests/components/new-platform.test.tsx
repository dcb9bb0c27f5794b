import type { ApiContest } from '@contest-tracker/contract';
import type { PlatformId } from '@contest-tracker/contract/pure';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as InRouter from '@/test/in-router';
import type * as Entries from '../../../../../../packages/contract/src/platform-entries';
import type * as Card from './contest-card';
import type * as Filter from './platform-filter';

// A platform written the one way the web learns of one: an entry in the contract's list. The
// files of a worker share one module graph (vitest.config.ts), so this file builds its own with
// the entry replaced, imports the components from it, and drops it after.
const ENTRIES = '../../../../../../packages/contract/src/platform-entries.ts';

let render: typeof InRouter.renderInRouter;
let ContestCard: typeof Card.ContestCard;
let PlatformFilter: typeof Filter.PlatformFilter;

beforeAll(async () => {
  vi.resetModules();
  vi.doMock(ENTRIES, async (importOriginal) => {
    const original = await importOriginal<typeof Entries>();
    return {
      PLATFORM_LIST: [
        ...original.PLATFORM_LIST,
        { id: 'throwaway', name: 'Throwaway Judge', gradient: 'from-lime-800 to-green-950' },
      ],
    };
  });
  ({ renderInRouter: render } = await import('@/test/in-router'));
  ({ ContestCard } = await import('./contest-card'));
  ({ PlatformFilter } = await import('./platform-filter'));
});

afterAll(() => {
  vi.doUnmock(ENTRIES);
  vi.resetModules();
});

const THROWAWAY = 'throwaway' as PlatformId;

describe('a platform added to the contract alone', () => {
  it('gets its toggle in the filter, last, under its name', () => {
    render(<PlatformFilter selected={[THROWAWAY]} onToggle={vi.fn()} />);
    const buttons = within(screen.getByRole('group', { name: 'Filter Platforms' })).getAllByRole(
      'button',
    );
    expect(buttons.at(-1)).toHaveTextContent('Throwaway Judge');
    expect(buttons.at(-1)).toHaveAttribute('aria-pressed', 'true');
  });

  it('gets its own colours on its cards', () => {
    const contest: ApiContest = {
      id: 'throwaway-r1',
      platform: THROWAWAY,
      platformName: 'Throwaway Judge',
      title: 'Throwaway Round 1',
      url: 'https://judge.example/rounds/r1',
      startsAt: '2026-03-02T12:00:00.000Z',
      endsAt: '2026-03-02T13:30:00.000Z',
      durationSeconds: 5400,
      status: 'upcoming',
    };
    render(<ContestCard contest={contest} now={new Date('2026-03-01T12:00:00Z')} />);
    const card = screen.getByTestId('contest-card');
    expect(card).toHaveClass('from-lime-800', 'to-green-950');
    expect(within(card).getByText('Throwaway Judge')).toBeInTheDocument();
  });
});
