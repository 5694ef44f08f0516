// Pieces every admin screen shares: its header line, its toolbar, and its lists with their 5 placeholder rows,
// their search and filter, and the delete that names the item first.
import { DeleteOutlined, SearchOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Empty,
  Flex,
  Input,
  Modal,
  Select,
  Skeleton,
  Table,
  Typography,
  type PaginationProps,
  type TableProps,
} from 'antd';
import { cloneElement, isValidElement, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ADMIN_PAGE_SIZE } from '@/domain/constants';
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

/** The names of antd's pager buttons that hold only an icon. */
const PAGER_BUTTON_NAMES: Partial<Record<string, string>> = {
  prev: 'Previous page',
  next: 'Next page',
  'jump-prev': 'Previous 5 pages',
  'jump-next': 'Next 5 pages',
};

/**
 * antd's previous and next buttons hold an icon only, their name on the list item's title, which a
 * screen reader does not read as the button's: HTML_CodeSniffer's H91 found them nameless. The button
 * gets the name itself.
 */
const namedPagerButtons: PaginationProps['itemRender'] = (_page, type, element) => {
  const name = PAGER_BUTTON_NAMES[type];
  return name && isValidElement<{ 'aria-label'?: string }>(element)
    ? cloneElement(element, { 'aria-label': name })
    : element;
};

type AdminTableProps<T> = Omit<TableProps<T>, 'locale' | 'scroll'> & { emptyText: string; minWidth: number };

/** An admin list: 20 rows a page, sideways scrolling on a phone, the screen's own empty text. */
export function AdminTable<T extends object>({ emptyText, minWidth, ...props }: AdminTableProps<T>) {
  return (
    <Table<T>
      pagination={{ pageSize: 20, hideOnSinglePage: true, itemRender: namedPagerButtons }}
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

/**
 * A list's search and filter as the toolbar sets them, and the items they keep. The search is
 * deferred, so typing stays quick on a long list; `keeps` must be stable (a module's function, or memoized).
 */
export function useListSearch<T, F extends string>(
  items: readonly T[] | undefined,
  firstFilter: NoInfer<F>,
  keeps: (item: T, search: string, filter: F) => boolean,
) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<F>(firstFilter);
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(
    () => (items ?? []).filter((item) => keeps(item, deferredSearch, filter)),
    [items, keeps, deferredSearch, filter],
  );
  return { search, setSearch, filter, setFilter, shown };
}

/** How long the search box waits for typing to pause before a server-side list asks again. */
export const SERVER_SEARCH_DELAY_MS = 300;

/** `value`, once it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * A list the server pages, searches and filters: the toolbar's search and filter, the table's page,
 * and what to ask the server (the search once typing pauses). A new search or filter starts again
 * at page 1.
 */
export function useServerList<F extends string>(firstFilter: F) {
  const [search, setSearchText] = useState('');
  const [filter, setFilterValue] = useState<F>(firstFilter);
  const [page, setPage] = useState(1);
  const settledSearch = useDebouncedValue(search, SERVER_SEARCH_DELAY_MS);
  const setSearch = (value: string) => {
    setSearchText(value);
    setPage(1);
  };
  const setFilter = (value: F) => {
    setFilterValue(value);
    setPage(1);
  };
  return {
    search,
    setSearch,
    filter,
    setFilter,
    page,
    setPage,
    request: { search: settledSearch, status: filter, page, pageSize: ADMIN_PAGE_SIZE },
  };
}

/**
 * The table's pager for a page the server chose: its number, size and the list's total; a page
 * left empty (its last rows deleted) moves back to the last page there is.
 */
export function useServerPagination(
  list: { page: number; setPage: (page: number) => void; request: { pageSize: number } },
  data: { items: readonly unknown[]; total: number } | undefined,
): NonNullable<TableProps<object>['pagination']> {
  const { page, setPage } = list;
  const { pageSize } = list.request;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / pageSize)) : page;
  useEffect(() => {
    if (data && data.items.length === 0 && page > lastPage) setPage(lastPage);
  }, [data, page, lastPage, setPage]);
  return {
    current: page,
    pageSize,
    total: data?.total ?? 0,
    hideOnSinglePage: true,
    showSizeChanger: false,
    itemRender: namedPagerButtons,
    onChange: (next) => setPage(next),
  };
}

interface ConfirmDeleteOptions<T> {
  /** The API's delete of one item by id. */
  remove: { mutate: (id: string, options: { onSettled: () => void }) => void; isPending: boolean };
  nameOf: (item: T) => string;
  text: { deleteTitle: string; confirmDelete: (name: string) => string };
}

/**
 * A list's last column, the row's own buttons then its Delete, and the dialog Delete opens naming the
 * item; the dialog's Delete removes it and closes once the API has answered, either way.
 */
export function useConfirmDelete<T extends { id: string }>({ remove, nameOf, text }: ConfirmDeleteOptions<T>) {
  const [toDelete, setToDelete] = useState<T | null>(null);
  const deleteButton = (item: T) => (
    <Button
      size="small"
      danger
      icon={<DeleteOutlined />}
      aria-label={`Delete ${nameOf(item)}`}
      onClick={() => setToDelete(item)}
    >
      Delete
    </Button>
  );
  const dialog = (
    <Modal
      open={!!toDelete}
      title={text.deleteTitle}
      okText="Delete"
      okButtonProps={{ danger: true, loading: remove.isPending }}
      onOk={() => {
        if (!toDelete) return;
        remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
      }}
      onCancel={() => setToDelete(null)}
    >
      {toDelete && text.confirmDelete(nameOf(toDelete))}
    </Modal>
  );
  const actionsColumn = (buttons: (item: T) => ReactNode): NonNullable<TableProps<T>['columns']>[number] => ({
    title: 'Actions',
    key: 'actions',
    render: (_, item) => (
      <Flex gap={8}>
        {buttons(item)}
        {deleteButton(item)}
      </Flex>
    ),
  });
  return { actionsColumn, dialog };
}
