// Clicks per day as columns. Loaded only by the Affiliate Clicks screen: the chart library is large.
import type { AffiliateClickStats } from '@/domain/types';
import { DayChart } from '../layout/day-chart';

export default function ClicksChart({ days }: { days: AffiliateClickStats['days'] }) {
  return (
    <DayChart
      mark="column"
      days={days}
      dayField="date"
      valueField="clicks"
      tooltip={[{ channel: 'y', name: 'Clicks' }]}
    />
  );
}
