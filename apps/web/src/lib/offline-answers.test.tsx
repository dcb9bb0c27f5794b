import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noteAnswer, useOfflineSince } from './offline-answers';

function Probe() {
  const since = useOfflineSince();
  return <p>{since ? `kept ${since.toISOString()}` : 'live'}</p>;
}

const answer = (headers: Record<string, string> = {}) => new Response('{}', { headers });

describe('the offline state the answers set', () => {
  it('is set by a kept answer and cleared by the next live one', () => {
    render(<Probe />);
    expect(screen.getByText('live')).toBeInTheDocument();
    act(() => {
      noteAnswer(answer({ 'x-cached-at': '2026-11-24T14:05:00.000Z' }));
    });
    expect(screen.getByText('kept 2026-11-24T14:05:00.000Z')).toBeInTheDocument();
    act(() => {
      noteAnswer(answer());
    });
    expect(screen.getByText('live')).toBeInTheDocument();
  });

  it('ignores a kept-at time it cannot read', () => {
    render(<Probe />);
    act(() => {
      noteAnswer(answer({ 'x-cached-at': 'yesterday' }));
    });
    expect(screen.getByText('live')).toBeInTheDocument();
  });
});
