import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Skeleton, Statistic, Table, Tabs, Typography, type TableProps } from 'antd';
import { lazy } from 'react';
import { CLICK_RECENT_DAYS, CLICK_WINDOW_DAYS } from '@/domain/affiliate-stats';
import type { ClickCount } from '@/domain/types';
import { adminQueries } from '@/lib/api-queries';
import { AFFILIATE_SOURCE_LABEL } from '../admin-text';
import { AdminChartCard, AdminLoadFailed, AdminPageHeader } from '../layout/admin-page';

const ClicksChart = lazy(() => import('./clicks-chart'));

function countColumns(nameTitle: string, label = (name: string) => name): TableProps<ClickCount>['columns'] {
  return [
    { title: nameTitle, key: 'name', render: (_, row) => label(row.name) },
    { title: `Last ${CLICK_RECENT_DAYS} days`, dataIndex: 'last7', key: 'last7', align: 'right' },
    { title: `Last ${CLICK_WINDOW_DAYS} days`, dataIndex: 'last30', key: 'last30', align: 'right' },
  ];
}

function CountTable({
  rows,
  nameTitle,
  label,
}: {
  rows: ClickCount[];
  nameTitle: string;
  label?: (name: string) => string;
}) {
  return (
    <Table<ClickCount>
      rowKey="name"
      size="small"
      columns={countColumns(nameTitle, label)}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 480 }}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`No clicks in the last ${CLICK_WINDOW_DAYS} days`} />
        ),
      }}
    />
  );
}

export default function AffiliateClicksPage() {
  const stats = useQuery(adminQueries.affiliateClicks());

  if (stats.isError) {
    return (
      <>
        <AdminPageHeader title="Affiliate Clicks" />
        <AdminLoadFailed title="Could not load the affiliate numbers" query={stats} />
      </>
    );
  }
  const data = stats.data;
  return (
    <>
      <AdminPageHeader
        title="Affiliate Clicks"
        extra={
          <Button onClick={() => void stats.refetch()} loading={stats.isFetching}>
            Refresh
          </Button>
        }
      />
      <Typography.Paragraph type="secondary">
        Clicks on affiliate links by readers, by day in UTC. Clicks from crawlers and scripted clients are recorded as
        bots and left out of every number.
      </Typography.Paragraph>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} sm={8}>
          <Card>
            <Statistic title={`Last ${CLICK_RECENT_DAYS} days`} value={data?.totals.last7} loading={!data} />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card>
            <Statistic title={`Last ${CLICK_WINDOW_DAYS} days`} value={data?.totals.last30} loading={!data} />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card>
            <Statistic
              title={`Bot clicks left out (${CLICK_WINDOW_DAYS} days)`}
              value={data?.totals.botsLast30}
              loading={!data}
            />
          </Card>
        </Col>
      </Row>
      <AdminChartCard
        title="Clicks per day"
        figure={
          data && {
            label: `Clicks per day over the last ${CLICK_WINDOW_DAYS} days`,
            chart: <ClicksChart days={data.days} />,
          }
        }
      />
      <Card>
        {data ? (
          <Tabs
            items={[
              {
                key: 'affiliate',
                label: 'By affiliate',
                children: <CountTable rows={data.byAffiliate} nameTitle="Affiliate" />,
              },
              {
                key: 'source',
                label: 'By source',
                children: (
                  <CountTable
                    rows={data.bySource}
                    nameTitle="Source"
                    label={(name) => AFFILIATE_SOURCE_LABEL[name] ?? name}
                  />
                ),
              },
            ]}
          />
        ) : (
          <Skeleton active />
        )}
      </Card>
    </>
  );
}
