const HOUR_MS = 3_600_000;

/**
 * How far a recording is moved so that its `anchor` (a moment during a contest it shows running)
 * falls on the replay's start, `to`.
 *
 * Exactly there, the tests' way: the same contests run, the same minutes in, whatever the hour.
 * But every recording's anchor is half an hour into a contest, so in the demo every platform's
 * running contest then started at the same minute, and their next rounds too. With
 * `keepMinutes` (the demo) a recording moves by whole hours instead, its anchor landing in the
 * hour before `to`: each contest keeps the minutes past the hour it was scheduled at (:00, :30,
 * :35), and the platforms' contests keep the spacing that follows from them.
 */
export function replayShiftMs(anchor: Date, to: Date, keepMinutes: boolean): number {
  const exact = to.getTime() - anchor.getTime();
  return keepMinutes ? Math.floor(exact / HOUR_MS) * HOUR_MS : exact;
}
