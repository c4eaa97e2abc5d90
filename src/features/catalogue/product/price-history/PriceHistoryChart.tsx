import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { priceFormat } from '@/config/public-env';
import { formatDay } from '@/lib/catalogue/day-format';
import { formatPrice } from '@/lib/catalogue/price';
import { PRICE_HISTORY_DAYS } from '@/lib/catalogue/history-periods';
import styles from './PriceHistoryChart.module.css';
import type { PriceChartModel } from './price-chart-model';

interface PriceHistoryChartProps {
  /** From buildPriceChartModel on the server; null (no priced day) renders nothing. */
  model: PriceChartModel | null;
  /** The period shown: 30, 90 or 180 days. */
  days: number;
  /** Where a period link goes; by default `?days=N` on this page, so it works without JavaScript. */
  hrefForDays?: (days: number) => string;
  headingLevel?: 'h2' | 'h3';
}

const defaultHref = (days: number) => `?days=${days}#price-history`;

/** Labels near an edge grow inwards, so none is cut off. */
const edgeAnchor = (share: number): 'start' | 'middle' | 'end' =>
  share < 0.08 ? 'start' : share > 0.92 ? 'end' : 'middle';

/** The lowest price per day as an SVG line, with the current price and the 30-day low marked. */
export function PriceHistoryChart({
  model,
  days,
  hrefForDays = defaultHref,
  headingLevel: Heading = 'h2',
}: PriceHistoryChartProps) {
  const { t, i18n } = useTranslation('common');
  const headingId = useId();
  if (!model) return null;
  const price = (value: number) => formatPrice(value, priceFormat) ?? '';
  const shortDate = (date: string) => formatDay(date, i18n.language);
  const summary = t('priceHistory.chartLabel', {
    count: days,
    min: price(model.min),
    max: price(model.max),
    current: price(model.current.price),
  });
  const percent = (x: number) => `${((x / model.width) * 100).toFixed(2)}%`;
  // The plot, then a row for the dates.
  const height = model.height + 26;
  return (
    <section className={styles.chart} id="price-history" aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {t('priceHistory.title')}
        </Heading>
        <nav aria-label={t('priceHistory.periods')}>
          <ul className={styles.periods}>
            {PRICE_HISTORY_DAYS.map((choice) => (
              <li key={choice}>
                <a
                  className={styles.period}
                  href={hrefForDays(choice)}
                  aria-current={choice === days ? 'page' : undefined}
                >
                  {t('priceHistory.period', { count: choice })}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {/*
        The outer SVG has no viewBox, so its text keeps its CSS size at any width: horizontal
        positions are percentages, vertical ones pixels. Only the inner SVG, which holds the line,
        stretches (its strokes do not).
      */}
      <svg className={styles.svg} width="100%" height={height} role="img" aria-label={summary}>
        {model.yTicks.map((tick) => (
          <g key={tick.price}>
            <line className={styles.grid} x1="0" x2="100%" y1={tick.y} y2={tick.y} />
            <text className={styles.axisLabel} x="0" y={tick.y - 4}>
              {price(tick.price)}
            </text>
          </g>
        ))}
        {model.xTicks.map((tick) => (
          <text
            key={tick.date}
            className={styles.axisLabel}
            x={percent(tick.x)}
            y={model.height + 18}
            textAnchor={edgeAnchor(tick.x / model.width)}
          >
            {shortDate(tick.date)}
          </text>
        ))}
        {model.low30 && (
          <g data-testid="price-history-low">
            <line
              className={styles.low}
              x1={percent(model.low30.x1)}
              x2={percent(model.low30.x2)}
              y1={model.low30.y}
              y2={model.low30.y}
            />
            <text className={styles.lowLabel} x="100%" y={model.low30.y + 16} textAnchor="end">
              {t('priceHistory.low30', { price: price(model.low30.price) })}
            </text>
          </g>
        )}
        <svg
          width="100%"
          height={model.height}
          viewBox={`0 0 ${model.width} ${model.height}`}
          preserveAspectRatio="none"
        >
          <path
            className={styles.line}
            d={model.path}
            vectorEffect="non-scaling-stroke"
            data-testid="price-history-line"
          />
        </svg>
        <circle className={styles.current} cx={percent(model.current.x)} cy={model.current.y} r={5} />
        <text className={styles.currentLabel} x={percent(model.current.x)} y={model.current.y - 12} textAnchor="end">
          {t('priceHistory.now', { price: price(model.current.price) })}
        </text>
      </svg>
      {/* Hidden by its wrapper: a table is never narrower than its content, whatever its width. */}
      <div className={styles.visuallyHidden}>
        <table>
          <caption>{t('priceHistory.tableCaption', { count: days })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('priceHistory.dates')}</th>
              <th scope="col">{t('priceHistory.lowest')}</th>
            </tr>
          </thead>
          <tbody>
            {model.periods.map((period) => (
              <tr key={period.from}>
                <th scope="row">
                  {period.from === period.to
                    ? shortDate(period.from)
                    : t('priceHistory.dateRange', { from: shortDate(period.from), to: shortDate(period.to) })}
                </th>
                <td>{period.lowest === null ? t('priceHistory.noPrice') : price(period.lowest)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
