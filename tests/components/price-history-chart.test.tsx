import { screen, within } from '@testing-library/react';
import { scaleUtc } from 'd3-scale';
import { curveStepAfter, line } from 'd3-shape';
import { describe, expect, it } from 'vitest';
import {
  buildPriceChartModel,
  buildSparklineModel,
} from '@/features/catalogue/product/price-history/price-chart-model';
import { PriceHistoryChart } from '@/features/catalogue/product/price-history/PriceHistoryChart';
import { PriceSparkline } from '@/features/catalogue/product/price-history/PriceSparkline';
import type { PriceHistoryPoint } from '@/lib/pricing/price-history';
import { renderWithProviders } from './render';

/** 30 days: £120 for ten days, out of stock for two, £110, then £95 for the last five. */
const series: PriceHistoryPoint[] = Array.from({ length: 30 }, (_, index) => ({
  date: new Date(Date.UTC(2026, 5, 1 + index)).toISOString().slice(0, 10),
  lowest: index < 10 ? 120 : index < 12 ? null : index < 25 ? 110 : 95,
}));

const text = (value: string | null) => (value ?? '').replace(/\s/g, ' ');

/** A path's pieces as their corners: repeated points and points in the middle of a straight run dropped. */
function corners(path: string): string[][] {
  return path
    .split('M')
    .filter(Boolean)
    .map((piece) => {
      const points = piece.split('L').map((point) => point.split(',').map(Number) as [number, number]);
      const distinct = points.filter(
        (point, index) => index === 0 || point[0] !== points[index - 1]![0] || point[1] !== points[index - 1]![1],
      );
      return distinct
        .filter((point, index) => {
          const [before, after] = [distinct[index - 1], distinct[index + 1]];
          return (
            !before ||
            !after ||
            !((before[0] === point[0] && point[0] === after[0]) || (before[1] === point[1] && point[1] === after[1]))
          );
        })
        .map((point) => point.join(','));
    });
}

describe('PriceHistoryChart', () => {
  it('draws the lowest-price line as an SVG path named for screen readers', () => {
    renderWithProviders(<PriceHistoryChart model={buildPriceChartModel(series, 95)} days={30} />);
    const chart = screen.getByRole('img');
    expect(text(chart.getAttribute('aria-label'))).toBe(
      'Lowest price per day over the last 30 days: between £95 and £120, now £95.',
    );
    const path = screen.getByTestId('price-history-line').getAttribute('d')!;
    // One line, broken once where no store had it in stock.
    expect(path.match(/M/g)).toHaveLength(2);
    expect(text(within(chart).getByText(/^Now/).textContent)).toBe('Now £95');
    expect(text(within(screen.getByTestId('price-history-low')).getByText(/30-day low/).textContent)).toBe(
      '30-day low £95',
    );
  });

  it('has a data table of every price and its days as its text alternative', () => {
    renderWithProviders(<PriceHistoryChart model={buildPriceChartModel(series, 95)} days={30} />);
    const table = screen.getByRole('table', { name: 'Lowest price per day, last 30 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => text(row.textContent))).toEqual([
      'Jun 1 – Jun 10£120',
      'Jun 11 – Jun 12Not in stock anywhere',
      'Jun 13 – Jun 25£110',
      'Jun 26 – Jun 30£95',
    ]);
  });

  it('draws the same line from the days where the price turns as from every day', () => {
    const model = buildPriceChartModel(series, 95)!;
    const x = scaleUtc()
      .domain([new Date('2026-06-01T00:00:00Z'), new Date('2026-06-30T00:00:00Z')])
      .range([0, 1000]);
    const y = (price: number) =>
      model.yTicks[0]!.y +
      ((price - model.yTicks[0]!.price) * (model.yTicks[1]!.y - model.yTicks[0]!.y)) /
        (model.yTicks[1]!.price - model.yTicks[0]!.price);
    const everyDay = line<PriceHistoryPoint>()
      .defined((point) => point.lowest !== null)
      .x((point) => x(new Date(`${point.date}T00:00:00Z`)))
      .y((point) => y(point.lowest ?? 0))
      .curve(curveStepAfter)
      .digits(1)(series)!;
    expect(corners(model.path)).toEqual(corners(everyDay));
    expect(model.path.length).toBeLessThan(everyDay.length / 3);
  });

  it('switches period with plain links to ?days=, the current one marked', () => {
    renderWithProviders(<PriceHistoryChart model={buildPriceChartModel(series, 95)} days={90} />);
    const periods = within(screen.getByRole('navigation', { name: 'Period' })).getAllByRole('link');
    expect(periods.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['30 days', '?days=30#price-history'],
      ['90 days', '?days=90#price-history'],
      ['180 days', '?days=180#price-history'],
    ]);
    expect(periods[1]).toHaveAttribute('aria-current', 'page');
  });

  it('speaks Ukrainian', () => {
    renderWithProviders(<PriceHistoryChart model={buildPriceChartModel(series, 95)} days={30} />, { lng: 'uk' });
    expect(screen.getByRole('heading', { name: 'Історія цін' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '180 днів' })).toBeInTheDocument();
  });

  it('shows no chart for an empty series or one without a single price', () => {
    expect(buildPriceChartModel([], null)).toBeNull();
    const { container } = renderWithProviders(
      <PriceHistoryChart
        model={buildPriceChartModel(
          series.map((day) => ({ ...day, lowest: null })),
          null,
        )}
        days={30}
      />,
    );
    expect(container.querySelector('section, svg, table')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('PriceSparkline', () => {
  it('draws the series and names where it began and ended', () => {
    renderWithProviders(<PriceSparkline model={buildSparklineModel(series)} />);
    const line = screen.getByRole('img');
    expect(text(line.getAttribute('aria-label'))).toBe('Lowest price over the last 30 days, from £120 to £95');
    expect(line.querySelector('path')!.getAttribute('d')).toMatch(/^M/);
  });

  it('draws nothing without a price', () => {
    const { container } = renderWithProviders(<PriceSparkline model={buildSparklineModel([])} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
