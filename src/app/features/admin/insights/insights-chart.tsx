// Views per day as a line, the day's conversions in its tooltip (on the views' scale they would lie
// flat along the axis). Loaded only by the Insights screen, as the clicks' chart is by theirs: the
// chart library is large.
import type { InsightsDay } from '@/domain/insights';
import { DayChart } from '../layout/day-chart';

export default function InsightsChart({ days }: { days: InsightsDay[] }) {
  return (
    <DayChart
      mark="line"
      days={days}
      dayField="day"
      valueField="views"
      tooltip={[
        { channel: 'y', name: 'Views' },
        { field: 'clicks', name: 'Affiliate clicks' },
        { field: 'signups', name: 'Newsletter signups' },
        { field: 'contacts', name: 'Contact messages' },
      ]}
    />
  );
}
