import { scaleLinear, scaleUtc } from 'd3-scale';
import { curveStepAfter, line } from 'd3-shape';
import type { PriceHistoryPoint } from '@/lib/pricing/price-history';

/**
 * The chart's geometry, worked out where the page's data is loaded (getStaticProps or
 * getServerSideProps) and handed to the components as plain data: d3 never reaches the browser,
 * and the SVG renders the same with or without JavaScript.
 */
export interface PriceChartModel {
  /**
   * Horizontal positions run from 0 to `width` across whatever width the chart gets (the
   * component turns them into percentages, so the line stretches and the text does not);
   * vertical positions are CSS pixels from the top of the `height`-pixel plot.
   */
  width: number;
  height: number;
  /** The daily lowest-price line; days without a price break it. */
  path: string;
  yTicks: { y: number; price: number }[];
  /** 'YYYY-MM-DD' labels along the bottom. */
  xTicks: { x: number; date: string }[];
  /** The last day with a price. */
  current: { x: number; y: number; price: number; date: string };
  /** The lowest price of the last 30 days, drawn over those days. */
  low30: { y: number; x1: number; x2: number; price: number } | null;
  min: number;
  max: number;
  /** Runs of days at one price (or out of stock), oldest first: the data table that is the chart's text alternative. */
  periods: PricePeriod[];
}

/** From `from` to `to` (inclusive, 'YYYY-MM-DD'), the lowest price was `lowest` (null: in stock nowhere). */
export interface PricePeriod {
  from: string;
  to: string;
  lowest: number | null;
}

export interface SparklineModel {
  width: number;
  height: number;
  path: string;
  first: number;
  last: number;
}

/** Room above the line for the current price's label, and below it for the 30-day low's. */
const PADDING = { top: 28, bottom: 22 };
const dayTime = (date: string): Date => new Date(`${date}T00:00:00Z`);
/** Days at the same price as the day before say nothing new: one run each. */
export function pricePeriods(series: readonly PriceHistoryPoint[]): PricePeriod[] {
  const periods: PricePeriod[] = [];
  for (const point of series) {
    const last = periods[periods.length - 1];
    if (last && last.lowest === point.lowest) last.to = point.date;
    else periods.push({ from: point.date, to: point.date, lowest: point.lowest });
  }
  return periods;
}

/**
 * The days a step line needs: where a price starts, the last day before a gap and the last day;
 * the days in between would only repeat the point before them.
 */
function turningPoints<Point extends { lowest: number | null }>(series: readonly Point[]): Point[] {
  return series.filter((point, index) => {
    const previous = series[index - 1];
    const next = series[index + 1];
    return !previous || !next || previous.lowest !== point.lowest || (point.lowest !== null && next.lowest === null);
  });
}

const priced = (series: readonly PriceHistoryPoint[]) =>
  series.filter((point): point is { date: string; lowest: number } => point.lowest !== null);

/** Null when no day has a price: the page then shows no chart. */
export function buildPriceChartModel(
  series: readonly PriceHistoryPoint[],
  lowest30Days: number | null,
  { width = 1000, height = 200 }: { width?: number; height?: number } = {},
): PriceChartModel | null {
  const values = priced(series);
  if (values.length === 0) return null;
  const prices = values.map((point) => point.lowest);
  const [min, max] = [Math.min(...prices), Math.max(...prices)];
  const padding = (max - min) * 0.1 || max * 0.05 || 1;
  const y = scaleLinear()
    .domain([Math.max(0, min - padding), max + padding])
    .nice(4)
    .range([height - PADDING.bottom, PADDING.top]);
  const x = scaleUtc()
    .domain([dayTime(series[0]!.date), dayTime(series[series.length - 1]!.date)])
    .range([0, width]);
  const path =
    line<PriceHistoryPoint>()
      .defined((point) => point.lowest !== null)
      .x((point) => x(dayTime(point.date)))
      .y((point) => y(point.lowest ?? 0))
      .curve(curveStepAfter)
      .digits(1)(turningPoints(series)) ?? '';
  const last = values[values.length - 1]!;
  const low30Start = series[Math.max(0, series.length - 30)]!.date;
  return {
    width,
    height,
    path,
    yTicks: y.ticks(4).map((price) => ({ y: y(price), price })),
    xTicks: x.ticks(3).map((date) => ({ x: x(date), date: date.toISOString().slice(0, 10) })),
    current: { x: x(dayTime(last.date)), y: y(last.lowest), price: last.lowest, date: last.date },
    low30:
      lowest30Days === null ? null : { y: y(lowest30Days), x1: x(dayTime(low30Start)), x2: width, price: lowest30Days },
    min,
    max,
    periods: pricePeriods(series),
  };
}

/** A deal's small line; null when no day has a price. */
export function buildSparklineModel(
  series: readonly PriceHistoryPoint[],
  { width = 120, height = 32 } = {},
): SparklineModel | null {
  const values = priced(series);
  if (values.length === 0) return null;
  const prices = values.map((point) => point.lowest);
  const y = scaleLinear()
    .domain([Math.min(...prices), Math.max(...prices)])
    .range([height - 2, 2]);
  const x = scaleLinear()
    .domain([0, Math.max(1, series.length - 1)])
    .range([1, width - 1]);
  const days = series.map((point, index) => ({ ...point, index }));
  const path =
    line<(typeof days)[number]>()
      .defined((point) => point.lowest !== null)
      .x((point) => x(point.index))
      .y((point) => y(point.lowest ?? 0))
      .curve(curveStepAfter)
      .digits(1)(turningPoints(days)) ?? '';
  return { width, height, path, first: values[0]!.lowest, last: values[values.length - 1]!.lowest };
}
