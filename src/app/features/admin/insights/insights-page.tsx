import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Badge,
  type BadgeProps,
  Button,
  Card,
  Col,
  DatePicker,
  Empty,
  Flex,
  Row,
  Segmented,
  Skeleton,
  Statistic,
  Table,
  Typography,
  type TableProps,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  INSIGHTS_RANGE_DAYS,
  insightsCsv,
  lastDays,
  type NamedCount,
  type PageInsight,
  type SiteInsights,
} from '@/domain/insights';
import {
  VITALS_DEVICES,
  WEB_VITALS_MAX_DAYS,
  WEB_VITAL_THRESHOLDS,
  WEB_VITALS,
  type VitalsDevice,
  type WebVitalRating,
  type WebVitalsRow,
} from '@/domain/web-vitals';
import { SiteLink } from '@/components/ui/site-link';
import { adminQueries } from '@/lib/api-queries';
import { downloadText } from '@/lib/download-file';
import { AdminChartCard, AdminLoadFailed, AdminPageHeader } from '../layout/admin-page';
import {
  dayRefused,
  deviceLabel,
  insightsCsvFilename,
  ofViews,
  percent,
  presetOf,
  insightsRangeOf,
  RATING_LABEL,
  referrerLabel,
  vitalsDeviceLabel,
  vitalsRangeOf,
  vitalsRowsFor,
  vitalValue,
} from './insights-rows';

const InsightsChart = lazy(() => import('./insights-chart'));

const CUSTOM = 'custom';
type RangeChoice = (typeof INSIGHTS_RANGE_DAYS)[number] | typeof CUSTOM;
const RANGE_OPTIONS = [
  ...INSIGHTS_RANGE_DAYS.map((days) => ({ value: days as RangeChoice, label: `Last ${days} days` })),
  { value: CUSTOM as RangeChoice, label: 'Custom' },
];
const DAY_FORMAT = 'YYYY-MM-DD';

/** The CSV of the daily rows, made in the browser from the answer on screen. */
const downloadCsv = (insights: SiteInsights) =>
  downloadText(insightsCsv(insights.days), insightsCsvFilename(insights), 'text/csv;charset=utf-8');

const pageColumns: TableProps<PageInsight>['columns'] = [
  { title: 'Page', key: 'title', render: (_, page) => <SiteLink to={page.path}>{page.title}</SiteLink> },
  { title: 'Views', dataIndex: 'views', key: 'views', align: 'right' },
  { title: 'Clicks', dataIndex: 'clicks', key: 'clicks', align: 'right' },
  { title: 'Signups', dataIndex: 'signups', key: 'signups', align: 'right' },
  { title: 'Contacts', dataIndex: 'contacts', key: 'contacts', align: 'right' },
  { title: 'Click rate', key: 'clickRate', align: 'right', render: (_, page) => percent(page.clicks, page.views) },
  { title: 'Signup rate', key: 'signupRate', align: 'right', render: (_, page) => percent(page.signups, page.views) },
  {
    title: 'Contact rate',
    key: 'contactRate',
    align: 'right',
    render: (_, page) => percent(page.contacts, page.views),
  },
];

// A status dot beside text of the body's colour: a Tag's green or amber text on its pale ground
// fails WCAG's contrast (HTML_CodeSniffer, e2e/html-codesniffer.spec.ts), as on the blog list's states.
const RATING_STATUS: Record<WebVitalRating, BadgeProps['status']> = {
  good: 'success',
  'needs-improvement': 'warning',
  poor: 'error',
};

const VITAL_TITLES = { LCP: 'Largest paint (LCP)', INP: 'Response to input (INP)', CLS: 'Layout shift (CLS)' };

const vitalsColumns: TableProps<WebVitalsRow>['columns'] = [
  {
    title: 'Page',
    key: 'title',
    render: (_, row) => (row.path ? <SiteLink to={row.path}>{row.title}</SiteLink> : <strong>{row.title}</strong>),
  },
  ...WEB_VITALS.map((name) => ({
    title: VITAL_TITLES[name],
    key: name,
    render: (_: unknown, row: WebVitalsRow) => {
      const summary = row[name];
      return summary ? (
        <Badge
          status={RATING_STATUS[summary.rating]}
          text={`${vitalValue(name, summary)} · ${RATING_LABEL[summary.rating]}`}
        />
      ) : (
        '—'
      );
    },
  })),
  { title: 'Page loads', dataIndex: 'loads', key: 'loads', align: 'right' },
];

const VITALS_DEVICE_OPTIONS = VITALS_DEVICES.map((device) => ({ value: device, label: vitalsDeviceLabel(device) }));

const thresholdsText = WEB_VITALS.map((name) => {
  const { good, poor } = WEB_VITAL_THRESHOLDS[name];
  const unit = name === 'CLS' ? '' : ' ms';
  return `${name} good up to ${good}${unit}, poor above ${poor}${unit}`;
}).join('; ');

function countColumns(
  nameTitle: string,
  countTitle: string,
  label: (name: string) => string = (name) => name,
  total?: number,
): TableProps<NamedCount>['columns'] {
  return [
    { title: nameTitle, key: 'name', render: (_, row) => label(row.name) },
    { title: countTitle, dataIndex: 'count', key: 'count', align: 'right' },
    ...(total === undefined
      ? []
      : [
          {
            title: 'Share',
            key: 'share',
            align: 'right' as const,
            render: (_: unknown, row: NamedCount) => percent(row.count, total),
          },
        ]),
  ];
}

const NO_VIEWS = 'No views in this range yet';

/** The range's pages, each with what it led to: every page read, then the articles that led somewhere. */
const pageTables = (data: SiteInsights) => [
  { title: 'Top pages', rows: data.pages, empty: NO_VIEWS, pageSize: 20 },
  {
    title: 'Top converting articles',
    rows: data.converting,
    empty: 'No article led to a click, signup or message in this range',
  },
];

/** The range's counts by name, side by side on a wide screen. */
const countTables = (data: SiteInsights) => [
  { title: 'Referrers', rows: data.referrers, columns: countColumns('Site', 'Views', referrerLabel), empty: NO_VIEWS },
  {
    title: 'Devices',
    rows: data.devices,
    columns: countColumns('Device', 'Views', deviceLabel, data.totals.views),
    empty: NO_VIEWS,
  },
  {
    title: 'Affiliate clicks by app or resource',
    rows: data.affiliates,
    columns: countColumns('App or resource', 'Clicks'),
    empty: 'No affiliate clicks in this range',
  },
];

/** A titled card holding one table; the card is a region named by its title, so a table is found by its heading. */
function TableSection<Row extends object>({
  title,
  rowKey,
  columns,
  rows,
  empty,
  pageSize = 10,
  loading,
  extra,
  children,
}: {
  title: string;
  rowKey: keyof Row & string;
  columns: TableProps<Row>['columns'];
  rows: Row[];
  empty: string;
  pageSize?: number;
  /** The rows are the last range's, while the chosen one loads. */
  loading?: boolean;
  /** A control in the card's title bar, such as a choice of rows. */
  extra?: ReactNode;
  /** What the table needs said first. */
  children?: ReactNode;
}) {
  const id = `insights-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card
      title={<span id={id}>{title}</span>}
      extra={extra}
      role="region"
      aria-labelledby={id}
      style={{ height: '100%' }}
    >
      {children}
      <Table<Row>
        rowKey={rowKey}
        size="small"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={{ pageSize, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      />
    </Card>
  );
}

/**
 * Real readers' Web Vitals, asked for on their own: a day's histograms name every page measured on
 * every device, so they take longer to read than the views, which never wait for them.
 */
function VitalsSection({ range }: { range: { from: string; to: string } }) {
  const [device, setDevice] = useState<VitalsDevice>('all');
  const days = vitalsRangeOf(range);
  const vitals = useQuery({ ...adminQueries.webVitals(days), placeholderData: keepPreviousData });
  return (
    <TableSection<WebVitalsRow>
      title="Core Web Vitals"
      rowKey="path"
      loading={vitals.isPending || vitals.isPlaceholderData}
      columns={vitalsColumns}
      rows={vitals.data ? vitalsRowsFor(vitals.data, device) : []}
      empty="No page loads measured on these devices in this range"
      pageSize={20}
      extra={
        <Segmented<VitalsDevice>
          aria-label="Devices"
          size="small"
          options={VITALS_DEVICE_OPTIONS}
          value={device}
          onChange={setDevice}
        />
      }
    >
      <Typography.Paragraph type="secondary">
        How fast pages were for real readers from {days.from} to {days.to}
        {days.from !== range.from && ` (the range's last ${WEB_VITALS_MAX_DAYS} days)`}: the 75th percentile of each
        measure, as Google rates it ({thresholdsText}).
      </Typography.Paragraph>
      {vitals.isError && (
        <AdminLoadFailed title="Could not load the Web Vitals" query={vitals} style={{ marginBottom: 12 }} />
      )}
    </TableSection>
  );
}

export default function InsightsPage() {
  const [search, setSearch] = useSearchParams();
  const range = insightsRangeOf(search);
  const preset = presetOf(range);
  // Custom shows the date picker with the range as it is, until other days are picked.
  const [pickingDays, setPickingDays] = useState(!preset);
  const choice: RangeChoice = pickingDays || !preset ? CUSTOM : preset;
  const insights = useQuery({ ...adminQueries.insights(range), placeholderData: keepPreviousData });
  const setRange = (next: { from: string; to: string }) => setSearch(next, { replace: true });

  if (insights.isError && !insights.data) {
    return (
      <>
        <AdminPageHeader title="Insights" />
        <AdminLoadFailed title="Could not load the insights" query={insights} />
      </>
    );
  }
  const data = insights.data;
  const totals = data?.totals;
  const updating = insights.isPlaceholderData;
  return (
    <>
      <AdminPageHeader
        title="Insights"
        extra={
          <Button icon={<DownloadOutlined />} disabled={!data} onClick={() => data && downloadCsv(data)}>
            Download CSV
          </Button>
        }
      />
      <Typography.Paragraph type="secondary">
        Page views and what each page led to: affiliate clicks, newsletter signups and contact messages, by UTC day.
        Counted without cookies; readers who ask not to be tracked, crawlers and pages read without scripts are not
        counted.
      </Typography.Paragraph>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <Segmented<RangeChoice>
          aria-label="Range"
          options={RANGE_OPTIONS}
          value={choice}
          onChange={(value) => {
            setPickingDays(value === CUSTOM);
            if (value !== CUSTOM) setRange(lastDays(value));
          }}
        />
        {choice === CUSTOM && (
          <DatePicker.RangePicker
            aria-label="Days"
            allowClear={false}
            value={[dayjs(range.from), dayjs(range.to)]}
            disabledDate={(day: Dayjs, { from }) => dayRefused(day.format(DAY_FORMAT), from?.format(DAY_FORMAT))}
            onChange={(days) => {
              const [from, to] = days ?? [];
              if (from && to) setRange({ from: from.format(DAY_FORMAT), to: to.format(DAY_FORMAT) });
            }}
          />
        )}
        <Typography.Text type="secondary">
          {range.from} to {range.to}
        </Typography.Text>
      </Flex>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {(
          [
            ['Views', totals?.views, undefined],
            ['Affiliate clicks', totals?.clicks, totals && ofViews(totals.clicks, totals.views)],
            ['Newsletter signups', totals?.signups, totals && ofViews(totals.signups, totals.views)],
            ['Contact messages', totals?.contacts, totals && ofViews(totals.contacts, totals.views)],
          ] as const
        ).map(([title, value, share]) => (
          <Col xs={12} lg={6} key={title}>
            <Card>
              <Statistic
                title={title}
                value={value}
                loading={!data}
                suffix={share && <Typography.Text type="secondary">{share}</Typography.Text>}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <AdminChartCard
        title="Views over time"
        figure={
          data && { label: `Views per day from ${data.from} to ${data.to}`, chart: <InsightsChart days={data.days} /> }
        }
      />
      {data ? (
        <Row gutter={[16, 16]}>
          {pageTables(data).map((table) => (
            <Col span={24} key={table.title}>
              <TableSection<PageInsight> rowKey="path" columns={pageColumns} loading={updating} {...table} />
            </Col>
          ))}
          {countTables(data).map((table) => (
            <Col xs={24} lg={8} key={table.title}>
              <TableSection<NamedCount> rowKey="name" loading={updating} {...table} />
            </Col>
          ))}
          <Col span={24}>
            <VitalsSection range={range} />
          </Col>
        </Row>
      ) : (
        <Skeleton active />
      )}
    </>
  );
}
