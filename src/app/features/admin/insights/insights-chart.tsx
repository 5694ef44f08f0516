// Views per day as a line, the day's conversions in its tooltip (on the views' scale they would lie
// flat along the axis). @ant-design/plots (G2, antd's own chart family) is large, so this module is
// loaded only by the Insights screen, as the clicks' chart is by theirs.
import { Line } from '@ant-design/plots';
import { theme } from 'antd';
import type { InsightsDay } from '@/domain/insights';

export default function InsightsChart({ days }: { days: InsightsDay[] }) {
  const { token } = theme.useToken();
  return (
    <Line
      data={days}
      xField="day"
      yField="views"
      height={260}
      autoFit
      style={{ stroke: token.colorPrimary, lineWidth: 2 }}
      axis={{ x: { labelAutoHide: true, labelFormatter: (day: string) => day.slice(5) }, y: { tickCount: 4 } }}
      tooltip={{
        title: 'day',
        items: [
          { channel: 'y', name: 'Views' },
          { field: 'clicks', name: 'Affiliate clicks' },
          { field: 'signups', name: 'Newsletter signups' },
          { field: 'contacts', name: 'Contact messages' },
        ],
      }}
    />
  );
}
