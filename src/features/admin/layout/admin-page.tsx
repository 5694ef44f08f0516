// Pieces every admin screen shares: its header line, its toolbar, and its lists with their 5 placeholder rows.
import { SearchOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Input, Select, Skeleton, Table, Typography, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { ADMIN_SKELETON_ROWS } from '@/lib/ui-constants';
import { usePageMeta } from '@/lib/page-meta';

export function AdminPageHeader({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children?: ReactNode;
}) {
  usePageMeta({ title: `${title} · Admin`, description: `${title} in the owner's area of the site.` });
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Flex align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Flex>
      {extra}
    </Flex>
  );
}

export function AdminTableSkeleton({ label }: { label: string }) {
  return (
    <Flex vertical gap={12} role="status" aria-label={label} data-testid="admin-skeleton">
      {Array.from({ length: ADMIN_SKELETON_ROWS }, (_, index) => (
        <Skeleton.Input key={index} active block style={{ height: 48 }} />
      ))}
    </Flex>
  );
}

interface AdminToolbarProps<S extends string> {
  search: { value: string; onChange: (value: string) => void; placeholder: string; label: string };
  filter?: { value: S; onChange: (value: S) => void; options: Array<{ value: S; label: string }>; label: string };
}

/** The search box and, where the list has one, its filter above an admin list. */
export function AdminToolbar<S extends string>({ search, filter }: AdminToolbarProps<S>) {
  return (
    <div className="fm-admin-toolbar">
      <Input
        className="fm-admin-search"
        prefix={<SearchOutlined aria-hidden />}
        placeholder={search.placeholder}
        aria-label={search.label}
        value={search.value}
        onChange={(event) => search.onChange(event.target.value)}
      />
      {filter && (
        <Select<S>
          className="fm-admin-filter"
          aria-label={filter.label}
          value={filter.value}
          options={filter.options}
          onChange={filter.onChange}
          popupMatchSelectWidth={false}
        />
      )}
    </div>
  );
}

type AdminTableProps<T> = Omit<TableProps<T>, 'locale' | 'scroll'> & { emptyText: string; minWidth: number };

/** An admin list: 20 rows a page, sideways scrolling on a phone, the screen's own empty text. */
export function AdminTable<T extends object>({ emptyText, minWidth, ...props }: AdminTableProps<T>) {
  return (
    <Table<T>
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: minWidth }}
      locale={{ emptyText: <Empty description={emptyText} /> }}
      {...props}
    />
  );
}

interface AdminQueryTableProps<T> extends Omit<AdminTableProps<T>, 'emptyText'> {
  query: Pick<UseQueryResult, 'isError' | 'isPending' | 'refetch'>;
  /** The screen's words: the failed read, the placeholders' name, the empty list. */
  text: { loadFailed: string; loading: string; empty: string };
}

/** An admin list read once from the API: the error with a retry, placeholders while it loads, then the table. */
export function AdminQueryTable<T extends object>({ query, text, ...table }: AdminQueryTableProps<T>) {
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={text.loadFailed}
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  }
  if (query.isPending) return <AdminTableSkeleton label={text.loading} />;
  return <AdminTable {...table} emptyText={text.empty} />;
}
