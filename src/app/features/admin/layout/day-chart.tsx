// A chart of UTC days on an admin screen: Insights' views as a line, Affiliate Clicks' clicks as
// columns. @ant-design/plots (G2, antd's own chart family) is large, so only the screens' chart
// modules, each loaded when its screen draws it, import this one.
import { Column, Line } from '@ant-design/plots';
import { theme } from 'antd';
import { CHART_HEIGHT } from './admin-page';

interface DayChartProps<D> {
  mark: 'line' | 'column';
  days: D[];
  /** The field holding the day (YYYY-MM-DD), and the one drawn. */
  dayField: keyof D & string;
  valueField: keyof D & string;
  /** The tooltip's lines, under the day: the drawn value (channel y), then other fields of the day. */
  tooltip: Array<{ channel: 'y'; name: string } | { field: keyof D & string; name: string }>;
}

export function DayChart<D extends object>({ mark, days, dayField, valueField, tooltip }: DayChartProps<D>) {
  const { token } = theme.useToken();
  const chart = {
    data: days,
    xField: dayField,
    yField: valueField,
    height: CHART_HEIGHT,
    autoFit: true,
    // Each day by its month and day, as many as fit; four steps up the side.
    axis: { x: { labelAutoHide: true, labelFormatter: (day: string) => day.slice(5) }, y: { tickCount: 4 } },
    tooltip: { title: dayField, items: tooltip },
  };
  return mark === 'line' ? (
    <Line {...chart} style={{ stroke: token.colorPrimary, lineWidth: 2 }} />
  ) : (
    <Column {...chart} style={{ fill: token.colorPrimary, maxWidth: 24 }} />
  );
}
