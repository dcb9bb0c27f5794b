import type { RecordedSample, ReplayRoute } from '#replay/server/replay-route';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function shiftLightoj(body: unknown, shiftMs: number): unknown {
  if (!isObject(body) || !isObject(body.data) || !isObject(body.data.contests)) return body;
  const { contests } = body.data;
  if (!Array.isArray(contests.data)) return body;
  const move = (value: unknown) =>
    typeof value === 'string' ? new Date(Date.parse(value) + shiftMs).toISOString() : value;
  return {
    ...body,
    data: {
      ...body.data,
      contests: {
        ...contests,
        data: (contests.data as unknown[]).map((row) =>
          isObject(row)
            ? {
                ...row,
                contestStartTimestamp: move(row.contestStartTimestamp),
                contestEndTimestamp: move(row.contestEndTimestamp),
              }
            : row,
        ),
      },
    },
  };
}

const sample = (file: string): RecordedSample => ({
  file: `lightoj/${file}`,
  // The June monthly contest half an hour in.
  anchor: new Date('2025-06-14T15:30:00Z'),
  shift: shiftLightoj,
});

export const lightojReplay: ReplayRoute[] = [
  {
    upstream: 'lightoj',
    method: 'GET',
    path: '/api/v1/contests',
    query: { contestType: 'currentOrUpcoming' },
    samples: {
      lightoj: sample('contests_currentOrUpcoming_page1__2025-06__reconstructed.json'),
    },
    defaultSample: 'lightoj',
  },
  {
    upstream: 'lightojPast',
    method: 'GET',
    path: '/api/v1/contests',
    query: { contestType: 'past' },
    samples: { lightojPast: sample('contests_past_page1__2025-06__reconstructed.json') },
    defaultSample: 'lightojPast',
  },
];
