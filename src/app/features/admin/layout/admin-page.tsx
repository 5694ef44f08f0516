// Pieces every admin screen shares: its header line, its lists with their search and filter, 5
// placeholder rows and pager, the delete that names the item first, a failed read with its retry,
// and the card a chart of days stands in.
import { DeleteOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
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
import {
  cloneElement,
  isValidElement,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { ADMIN_PAGE_SIZE } from '@/domain/constants';
import type { AdminListParams, ListPage } from '@/lib/api-queries';
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
function AdminTable<T extends object>({ emptyText, minWidth, ...props }: AdminTableProps<T>) {
  return (
    <Table<T>
      pagination={{ pageSize: 20, hideOnSinglePage: true, itemRender: namedPagerButtons }}
      scroll={{ x: minWidth }}
      locale={{ emptyText: <Empty description={emptyText} /> }}
      {...props}
    />
  );
}

/** What a screen needs of a read it shows: whether it failed or is still waiting, and how to ask again. */
interface ScreenRead {
  isError: boolean;
  isPending: boolean;
  refetch: () => unknown;
}

/** A read that failed, said with a retry. */
export function AdminLoadFailed({
  title,
  description,
  query,
  style,
}: {
  title: string;
  description?: string;
  query: Pick<ScreenRead, 'refetch'>;
  style?: CSSProperties;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={description}
      action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      style={style}
    />
  );
}

interface AdminQueryTableProps<T> extends Omit<AdminTableProps<T>, 'emptyText'> {
  query: ScreenRead;
  /** The screen's words: the failed read, the placeholders' name, the empty list. */
  text: { loadFailed: string; loading: string; empty: string };
}

/** An admin list read once from the API: the error with a retry, placeholders while it loads, then the table. */
export function AdminQueryTable<T extends object>({ query, text, ...table }: AdminQueryTableProps<T>) {
  if (query.isError) return <AdminLoadFailed title={text.loadFailed} query={query} />;
  if (query.isPending) return <AdminTableSkeleton label={text.loading} />;
  return <AdminTable {...table} emptyText={text.empty} />;
}

/** A list's filter above it: its name, and its choices. */
export interface ListFilter<F extends string> {
  label: string;
  options: Array<{ value: F; label: string }>;
}

/** A list's search and filter as the toolbar sets them, the read of its items, and the rows shown. */
interface ListState<T, F extends string> {
  search: string;
  setSearch: (value: string) => void;
  filter: F;
  setFilter: (value: F) => void;
  query: ScreenRead;
  shown: readonly T[] | undefined;
}

interface AdminListProps<T, F extends string> extends Omit<AdminQueryTableProps<T>, 'query' | 'dataSource'> {
  list: ListState<T, F>;
  text: AdminQueryTableProps<T>['text'] & { search: { label: string; placeholder: string } };
  /** Where the list has one. */
  filter?: ListFilter<F>;
}

/** An admin list under its screen's header: the search box and the filter, then the list's rows. */
export function AdminList<T extends object, F extends string>({ list, text, filter, ...table }: AdminListProps<T, F>) {
  return (
    <>
      <div className="fm-admin-toolbar">
        <Input
          className="fm-admin-search"
          prefix={<SearchOutlined aria-hidden />}
          placeholder={text.search.placeholder}
          aria-label={text.search.label}
          value={list.search}
          onChange={(event) => list.setSearch(event.target.value)}
        />
        {filter && (
          <Select<F>
            className="fm-admin-filter"
            aria-label={filter.label}
            value={list.filter}
            options={filter.options}
            onChange={list.setFilter}
            popupMatchSelectWidth={false}
          />
        )}
      </div>
      <AdminQueryTable {...table} query={list.query} text={text} dataSource={list.shown} />
    </>
  );
}

/**
 * A list read whole, searched and filtered here: the toolbar's search and filter, and the items of
 * the read they keep. The search is deferred, so typing stays quick on a long list; `keeps` must be
 * stable (a module's function, or memoized).
 */
export function useListSearch<T, F extends string>(
  query: ScreenRead & { data: readonly T[] | undefined },
  firstFilter: NoInfer<F>,
  keeps: (item: T, search: string, filter: F) => boolean,
) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<F>(firstFilter);
  const deferredSearch = useDeferredValue(search);
  const items = query.data;
  const shown = useMemo(
    () => (items ?? []).filter((item) => keeps(item, deferredSearch, filter)),
    [items, keeps, deferredSearch, filter],
  );
  return { search, setSearch, filter, setFilter, query, shown };
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
 * A list the server pages, searches and filters: the toolbar's search and filter (at its first
 * choice to begin with), the table's page, and the read of that page, asked with the search once
 * typing pauses. A new search or filter starts again at page 1; the page shown stays while the
 * next one loads.
 */
export function useServerList<T, K extends QueryKey, F extends string>(
  pageQuery: (request: AdminListParams) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>,
  filterChoices: ListFilter<F>,
) {
  const [search, setSearchText] = useState('');
  const [filter, setFilterValue] = useState(filterChoices.options[0].value);
  const [page, setPage] = useState(1);
  const settledSearch = useDebouncedValue(search, SERVER_SEARCH_DELAY_MS);
  const request = { search: settledSearch, status: filter, page, pageSize: ADMIN_PAGE_SIZE };
  const query = useQuery({ ...pageQuery(request), placeholderData: keepPreviousData });
  const setSearch = (value: string) => {
    setSearchText(value);
    setPage(1);
  };
  const setFilter = (value: F) => {
    setFilterValue(value);
    setPage(1);
  };
  return { search, setSearch, filter, setFilter, page, setPage, request, query };
}

type ServerList<T, F extends string> = ReturnType<typeof useServerList<T, QueryKey, F>>;

/**
 * The table's pager for a page the server chose: its number, size and the list's total; a page
 * left empty (its last rows deleted) moves back to the last page there is.
 */
function useServerPagination<T>({
  page,
  setPage,
  request,
  query,
}: Pick<ServerList<T, string>, 'page' | 'setPage' | 'request' | 'query'>): NonNullable<TableProps<T>['pagination']> {
  const { data } = query;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / request.pageSize)) : page;
  useEffect(() => {
    if (data && data.items.length === 0 && page > lastPage) setPage(lastPage);
  }, [data, page, lastPage, setPage]);
  return {
    current: page,
    pageSize: request.pageSize,
    total: data?.total ?? 0,
    hideOnSinglePage: true,
    showSizeChanger: false,
    itemRender: namedPagerButtons,
    onChange: (next) => setPage(next),
  };
}

/** A list the server pages (useServerList's), as AdminList draws it, under the server's pager. */
export function AdminServerList<T extends object, F extends string>({
  list,
  ...props
}: Omit<AdminListProps<T, F>, 'list' | 'pagination' | 'loading'> & { list: ServerList<T, F> }) {
  const pagination = useServerPagination(list);
  return (
    <AdminList
      {...props}
      list={{ ...list, shown: list.query.data?.items }}
      pagination={pagination}
      loading={list.query.isPlaceholderData}
    />
  );
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

/** How high a chart of days stands, and its placeholder while the chart's module loads. */
export const CHART_HEIGHT = 260;

/**
 * A card holding a chart of days, its module loaded on demand: placeholders until the numbers are
 * in and while the module loads, then the chart as a figure named by its label.
 */
export function AdminChartCard({ title, figure }: { title: string; figure?: { label: string; chart: ReactNode } }) {
  return (
    <Card title={title} style={{ marginBottom: 16 }}>
      {figure ? (
        <figure style={{ margin: 0 }} aria-label={figure.label}>
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />}>
            {figure.chart}
          </Suspense>
        </figure>
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
