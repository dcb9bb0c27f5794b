import type { ContestResult } from '@contest-tracker/contract';
import type { PlatformId } from '@contest-tracker/contract/pure';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ratingChangeText } from '@/lib/rating-change';
import { dateTicks, ratingDomain, ratingTicks } from '../lib/chart-scale';
import { formatDay } from '../lib/format-day';
import { bandOf, ratingBands } from '../lib/rating-bands';
import { CHART, RatingChartFrame, type ChartScale } from './rating-chart-frame';

/** 'Codeforces Round 926 (Div. 2), 15 Feb 2024: 1669 (+34)': a point, read or hovered. */
const pointText = (p: ContestResult) =>
  `${p.title}, ${formatDay(p.at)}: ${p.newRating} (${ratingChangeText(p.newRating - p.oldRating)})`;

const STEPS: Record<string, (i: number, last: number) => number> = {
  ArrowRight: (i, last) => Math.min(i + 1, last),
  ArrowUp: (i, last) => Math.min(i + 1, last),
  ArrowLeft: (i) => Math.max(i - 1, 0),
  ArrowDown: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_i, last) => last,
};

/**
 * The rating after each rated contest, oldest to newest, over time: drawn as SVG here (a chart
 * library would weigh more than this page's whole chunk) over the platform's rating bands. Each
 * point is one Tab stop at most (the arrows move between them); hovering or focusing one shows
 * its contest, day and rating under the chart.
 */
export function RatingChart({
  platform,
  results,
}: {
  platform: PlatformId;
  results: readonly ContestResult[];
}) {
  const points = [...results].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const [hovered, setHovered] = useState<number>();
  const [focused, setFocused] = useState<number>();
  const [current, setCurrent] = useState<number>();
  const circles = useRef<(SVGCircleElement | null)[]>([]);
  const first = points[0];
  const lastPoint = points.at(-1);
  if (!first || !lastPoint || points.length < 2) return null;

  const last = points.length - 1;
  const ratings = points.map((p) => p.newRating);
  const times = points.map((p) => Date.parse(p.at));
  const { low, high } = ratingDomain(ratings);
  const start = times[0] ?? 0;
  const span = Math.max(1, (times[last] ?? 0) - start);
  const plotWidth = CHART.right - CHART.left;
  const plotHeight = CHART.bottom - CHART.top;
  const scale: ChartScale = {
    x: (at) => CHART.left + ((at - start) * plotWidth) / span,
    y: (rating) => CHART.bottom - ((rating - low) * plotHeight) / (high - low),
    low,
    high,
  };
  const bands = ratingBands(platform);
  const ticks = ratingTicks(
    { low, high },
    bands.map((b) => b.from),
    plotHeight / (high - low),
    14,
  );
  const at = (i: number) => scale.x(times[i] ?? start);
  const line = points.map((p, i) => `${at(i).toFixed(1)},${scale.y(p.newRating).toFixed(1)}`);
  // The Tab stop: the point last moved to, else the newest.
  const stop = current ?? last;
  const active = hovered ?? focused;
  const shown = points[active ?? last] ?? lastPoint;
  const band = bandOf(bands, shown.newRating);

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    const x = ((event.clientX - box.left) * CHART.width) / box.width;
    let nearest = 0;
    points.forEach((_p, i) => {
      if (Math.abs(at(i) - x) < Math.abs(at(nearest) - x)) nearest = i;
    });
    setHovered(nearest);
  };
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(focused ?? stop, last);
    setCurrent(next);
    circles.current[next]?.focus();
  };

  return (
    <figure className="flex flex-col gap-1">
      <svg
        role="group"
        aria-label={`Rating over ${points.length} rated contests: from ${first.newRating} to ${lastPoint.newRating}, highest ${Math.max(...ratings)}`}
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        className="w-full max-w-md touch-pan-y text-sky-700 dark:text-sky-300"
        onPointerMove={onPointerMove}
        onPointerLeave={() => {
          setHovered(undefined);
        }}
      >
        <RatingChartFrame
          scale={scale}
          bands={bands}
          ratingTicks={ticks}
          dateTicks={dateTicks(start, start + span)}
        />
        <polyline
          aria-hidden="true"
          points={line.join(' ')}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        {active !== undefined && (
          <circle
            aria-hidden="true"
            cx={at(active)}
            cy={scale.y(shown.newRating)}
            r="6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        )}
        <g role="list" aria-label="Rated contests" onKeyDown={onKeyDown}>
          {points.map((p, i) => (
            <circle
              key={p.contestId}
              ref={(element) => {
                circles.current[i] = element;
              }}
              role="listitem"
              aria-label={pointText(p)}
              tabIndex={i === stop ? 0 : -1}
              cx={at(i)}
              cy={scale.y(p.newRating)}
              r="3"
              fill="currentColor"
              className="outline-none"
              onFocus={() => {
                setFocused(i);
                setCurrent(i);
              }}
              onBlur={() => {
                setFocused(undefined);
              }}
            />
          ))}
        </g>
      </svg>
      <p className="text-sm" data-testid="rating-chart-value">
        {pointText(shown)}
        {band ? ` · ${band.name}` : ''}
      </p>
      <figcaption className="text-xs text-slate-600 dark:text-slate-400">
        {Math.min(...ratings)}–{Math.max(...ratings)} over {points.length} rated contests
      </figcaption>
    </figure>
  );
}
