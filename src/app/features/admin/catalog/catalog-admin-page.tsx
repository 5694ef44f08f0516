// One editable public list (app reviews, resources, testimonials): the list in the public pages'
// order with search, placeholders while it loads, one form in a drawer for new and existing items,
// and a delete that names the item first.
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Drawer, Flex, Typography, type TableProps } from 'antd';
import { useCallback, useState, type ComponentType } from 'react';
import { StarRating } from '@/components/ui/star-rating';
import { CATALOG_TEXT } from '../admin-text';
import { useDeleteCatalogItem, type CatalogKind } from '../api/admin-queries';
import { AdminList, AdminPageHeader, useConfirmDelete, useListSearch, type ListFilter } from '../layout/admin-page';
import type { CatalogFormProps } from './catalog-form';

interface CatalogItem {
  id: string;
  position?: number;
}

/** Whether any of an item's texts holds the search, ignoring case. */
export function matchesSearch(texts: ReadonlyArray<string | undefined>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || texts.some((text) => text?.toLowerCase().includes(needle));
}

/** The item's name, and a line about it. */
function NameCell({ name, detail }: { name: string; detail?: string }) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong>{name}</Typography.Text>
      {detail && (
        <Typography.Text type="secondary" ellipsis={{ tooltip: detail }} style={{ maxWidth: 360 }}>
          {detail}
        </Typography.Text>
      )}
    </Flex>
  );
}

type CatalogColumn<T> = NonNullable<TableProps<T>['columns']>[number];
/** The keys of T whose values are texts. */
type TextKey<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T] & string;

/** The columns the lists share: the item's name with a line about it, its stars, a text as stored. */
export const catalogColumn = {
  name: <T,>(title: string, key: TextKey<T>, detail: (item: T) => string | undefined): CatalogColumn<T> => ({
    title,
    key,
    render: (_, item) => <NameCell name={item[key] as string} detail={detail(item)} />,
  }),
  rating: <T extends { rating: number }>(showValue: boolean): CatalogColumn<T> => ({
    title: 'Rating',
    key: 'rating',
    render: (_, item) => <StarRating value={item.rating} showValue={showValue} />,
  }),
  text: <T,>(title: string, key: keyof T & string): CatalogColumn<T> => ({ title, dataIndex: key, key }),
};

interface CatalogFilter<T> extends ListFilter<string> {
  matches: (item: T, value: string) => boolean;
}

interface CatalogAdminPageProps<T extends CatalogItem> {
  kind: CatalogKind;
  query: UseQueryResult<T[]>;
  /** The texts the search looks in, the item's name first: the row's buttons and the delete name the item by it. */
  searchIn: (item: T) => readonly [string, ...Array<string | undefined>];
  /** The item's own columns; the position comes first and the actions last. */
  columns: NonNullable<TableProps<T>['columns']>;
  filter?: CatalogFilter<T>;
  form: ComponentType<CatalogFormProps<T>>;
}

/** Wide enough for every list's columns; narrower screens scroll sideways. */
const MIN_WIDTH = 860;

export function CatalogAdminPage<T extends CatalogItem>({
  kind,
  query,
  searchIn,
  columns,
  filter,
  form: ItemForm,
}: CatalogAdminPageProps<T>) {
  const text = CATALOG_TEXT[kind];
  const nameOf = (item: T) => searchIn(item)[0];
  const remove = useConfirmDelete({ remove: useDeleteCatalogItem(kind), nameOf, text });
  const keeps = useCallback(
    (item: T, search: string, value: string) =>
      (!filter || filter.matches(item, value)) && matchesSearch(searchIn(item), search),
    [filter, searchIn],
  );
  const list = useListSearch(query, filter?.options[0]?.value ?? '', keeps);
  // Kept while the drawer closes, so its form does not vanish mid-animation.
  const [editing, setEditing] = useState<{ item?: T; open: boolean }>({ open: false });
  const close = () => setEditing((current) => ({ ...current, open: false }));

  const table: NonNullable<TableProps<T>['columns']> = [
    { title: 'Position', key: 'position', width: 96, render: (_, item) => item.position ?? '—' },
    ...columns,
    remove.actionsColumn((item) => (
      <Button
        size="small"
        icon={<EditOutlined />}
        aria-label={`Edit ${nameOf(item)}`}
        onClick={() => setEditing({ item, open: true })}
      >
        Edit
      </Button>
    )),
  ];

  return (
    <>
      <AdminPageHeader
        title={text.title}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true })}>
            {text.add}
          </Button>
        }
      />
      <AdminList list={list} text={text} filter={filter} rowKey="id" columns={table} minWidth={MIN_WIDTH} />
      <Drawer
        title={editing.item ? text.editTitle : text.createTitle}
        open={editing.open}
        onClose={close}
        size="large"
        destroyOnHidden
      >
        <ItemForm key={editing.item?.id ?? 'new'} item={editing.item} items={query.data ?? []} onDone={close} />
      </Drawer>
      {remove.dialog}
    </>
  );
}
