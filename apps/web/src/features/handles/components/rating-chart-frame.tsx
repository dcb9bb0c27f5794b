import type { RatingBand } from '../lib/rating-bands';

/** The drawing's size and its plot area, in SVG units. */
export const CHART = { width: 400, height: 200, left: 40, right: 392, top: 8, bottom: 174 };

export interface ChartScale {
  x: (at: number) => number;
  y: (rating: number) => number;
  low: number;
  high: number;
}

/**
 * What the line is drawn over: the platform's bands (named in text, not told by colour alone),
 * the rating and date axes with their labels. Decoration for a screen reader, which reads the
 * summary and each point instead.
 */
export function RatingChartFrame({
  scale,
  bands,
  ratingTicks,
  dateTicks,
}: {
  scale: ChartScale;
  bands: readonly RatingBand[];
  ratingTicks: readonly number[];
  dateTicks: readonly { at: number; label: string }[];
}) {
  const { left, right, top, bottom } = CHART;
  const shown = bands.flatMap((band, i) => {
    const from = Math.max(band.from, scale.low);
    const to = Math.min(bands[i + 1]?.from ?? Infinity, scale.high);
    return to > from ? [{ band, y: scale.y(to), height: scale.y(from) - scale.y(to) }] : [];
  });
  const last = dateTicks.length - 1;
  return (
    <g aria-hidden="true" data-testid="rating-chart-frame">
      {shown.map(({ band, y, height }) => (
        <g key={band.name} data-band={band.name}>
          <rect
            x={left}
            y={y}
            width={right - left}
            height={height}
            fill={band.colour}
            opacity={0.2}
          />
          {height >= 12 && (
            <text
              x={right - 4}
              y={y + height - 3}
              textAnchor="end"
              fontSize="10"
              className="fill-slate-700 dark:fill-slate-300"
            >
              {band.name}
            </text>
          )}
        </g>
      ))}
      <g className="stroke-slate-500" strokeWidth="1">
        <line x1={left} y1={top} x2={left} y2={bottom} />
        <line x1={left} y1={bottom} x2={right} y2={bottom} />
      </g>
      <g fontSize="11" className="fill-slate-700 dark:fill-slate-300" data-testid="rating-axis">
        {ratingTicks.map((rating) => (
          <text key={rating} x={left - 4} y={scale.y(rating) + 3} textAnchor="end">
            {rating}
          </text>
        ))}
      </g>
      <g fontSize="11" className="fill-slate-700 dark:fill-slate-300" data-testid="date-axis">
        {dateTicks.map((tick, i) => (
          <text
            key={tick.label}
            x={scale.x(tick.at)}
            y={bottom + 16}
            textAnchor={i === 0 ? 'start' : i === last ? 'end' : 'middle'}
          >
            {tick.label}
          </text>
        ))}
      </g>
    </g>
  );
}
