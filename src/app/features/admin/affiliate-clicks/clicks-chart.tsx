// Clicks per day as columns. @ant-design/plots (G2, antd's own chart family) is large, so this
// module is loaded only by the Affiliate Clicks screen.
import { Column } from '@ant-design/plots';
import { theme } from 'antd';
import type { AffiliateClickStats } from '@/domain/types';

export default function ClicksChart({ days }: { days: AffiliateClickStats['days'] }) {
  const { token } = theme.useToken();
  return (
    <Column
      data={days}
      xField="date"
      yField="clicks"
      height={260}
      autoFit
      style={{ fill: token.colorPrimary, maxWidth: 24 }}
      axis={{ x: { labelAutoHide: true, labelFormatter: (date: string) => date.slice(5) }, y: { tickCount: 4 } }}
      tooltip={{ title: 'date', items: [{ channel: 'y', name: 'Clicks' }] }}
    />
  );
}
