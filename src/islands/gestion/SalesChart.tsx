import { useId } from 'react';
import { formatFC } from '../../domain/money.ts';
import { chartBars, SALES_CHART, shortDay } from '../../domain/sales-chart.ts';
import { gestionMessages } from '../../messages/gestion.ts';

const t = gestionMessages.sales;

interface Props {
  days: readonly { jour: string; cents: number; delivered: number; ordered: number }[];
}

/** Delivered revenue per day as an inline SVG bar chart, named and described, with every day's figures in a table below. */
export default function SalesChart({ days }: Props) {
  const id = useId();
  const { bars, best } = chartBars(days);
  const { width, height, bottom } = SALES_CHART;
  const first = days[0]?.jour ?? '';
  const last = days.at(-1)?.jour ?? '';
  return (
    <figure className="g-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="g-chart-svg"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>{t.chartTitle}</title>
        <desc id={`${id}-desc`}>{best ? t.chartDescription(days.length, formatFC(best.cents), shortDay(best.jour)) : t.chartEmpty}</desc>
        <line x1="0" x2={width} y1={height - bottom} y2={height - bottom} className="g-chart-axis" />
        {bars.map((bar) => (
          <rect key={bar.jour} x={bar.x} y={bar.y} width={bar.width} height={bar.height} className="g-chart-bar">
            <title>{`${shortDay(bar.jour)} : ${formatFC(bar.cents)}`}</title>
          </rect>
        ))}
        <text x="0" y={height - 6} className="g-chart-label">
          {shortDay(first)}
        </text>
        <text x={width} y={height - 6} textAnchor="end" className="g-chart-label">
          {shortDay(last)}
        </text>
        {best && (
          <text x="2" y="14" className="g-chart-label">
            {formatFC(best.cents)}
          </text>
        )}
      </svg>
      <figcaption>
        <details>
          <summary>{t.dayTable}</summary>
          <div className="g-table-wrap">
            <table className="g-sales-table g-sales-days">
              <caption className="muted">{t.dayTableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.day}</th>
                  <th scope="col">{t.dayDelivered}</th>
                  <th scope="col">{t.dayDeliveredOrders}</th>
                  <th scope="col">{t.dayOrdered}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((d) => (
                  <tr key={d.jour}>
                    <th scope="row">{shortDay(d.jour)}</th>
                    <td>{formatFC(d.cents)}</td>
                    <td>{d.delivered}</td>
                    <td>{d.ordered}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figcaption>
    </figure>
  );
}
