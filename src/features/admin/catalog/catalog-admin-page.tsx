// One editable public list (app reviews, resources, testimonials): the list in the public pages'
// order with search, placeholders while it loads, one form in a drawer for new and existing items,
// and a delete that names the item first.
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Drawer, Flex, Form, Modal, Typography, type TableProps } from 'antd';
import { useDeferredValue, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { CATALOG_TEXT } from '../admin-text';
import { useDeleteCatalogItem, useSaveCatalogItem, type CatalogKind } from '../api/admin-queries';
import { AdminPageHeader, AdminQueryTable, AdminToolbar } from '../layout/admin-page';

interface CatalogItem {
  id: string;
  position?: number;
}

/** What a list's form gets: the item to edit (none: a new one), the whole list, and how to close. */
export interface CatalogFormProps<T> {
  item?: T;
  items: readonly T[];
  onDone: () => void;
}

/** Whether any of an item's texts holds the search, ignoring case. */
export function matchesSearch(texts: ReadonlyArray<string | undefined>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || texts.some((text) => text?.toLowerCase().includes(needle));
}

/** A list's first column: the item's name, and a line about it. */
export function NameCell({ name, detail }: { name: string; detail?: string }) {
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

interface CatalogFilter<T> {
  label: string;
  options: Array<{ value: string; label: string }>;
  matches: (item: T, value: string) => boolean;
}

interface CatalogAdminPageProps<T extends CatalogItem> {
  kind: CatalogKind;
  query: UseQueryResult<T[]>;
  nameOf: (item: T) => string;
  /** The texts the search looks in. */
  searchIn: (item: T) => ReadonlyArray<string | undefined>;
  /** The item's own columns; the position comes first and the actions last. */
  columns: NonNullable<TableProps<T>['columns']>;
  filter?: CatalogFilter<T>;
  form: ComponentType<CatalogFormProps<T>>;
  minWidth: number;
}

export function CatalogAdminPage<T extends CatalogItem>({
  kind,
  query,
  nameOf,
  searchIn,
  columns,
  filter,
  form: ItemForm,
  minWidth,
}: CatalogAdminPageProps<T>) {
  const text = CATALOG_TEXT[kind];
  const remove = useDeleteCatalogItem(kind);
  const [search, setSearch] = useState('');
  const [filterValue, setFilterValue] = useState(filter?.options[0]?.value ?? '');
  // Kept while the drawer closes, so its form does not vanish mid-animation.
  const [editing, setEditing] = useState<{ item?: T; open: boolean }>({ open: false });
  const [toDelete, setToDelete] = useState<T | null>(null);
  const deferredSearch = useDeferredValue(search);
  const all = query.data;
  const shown = useMemo(
    () =>
      (all ?? []).filter(
        (item) => (!filter || filter.matches(item, filterValue)) && matchesSearch(searchIn(item), deferredSearch),
      ),
    [all, filter, filterValue, searchIn, deferredSearch],
  );
  const close = () => setEditing((current) => ({ ...current, open: false }));

  const table: NonNullable<TableProps<T>['columns']> = [
    { title: 'Position', key: 'position', width: 96, render: (_, item) => item.position ?? '—' },
    ...columns,
    {
      title: 'Actions',
      key: 'actions',
      render: (_, item) => (
        <Flex gap={8}>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit ${nameOf(item)}`}
            onClick={() => setEditing({ item, open: true })}
          >
            Edit
          </Button>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete ${nameOf(item)}`}
            onClick={() => setToDelete(item)}
          >
            Delete
          </Button>
        </Flex>
      ),
    },
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
      <AdminToolbar
        search={{ value: search, onChange: setSearch, ...text.search }}
        filter={filter && { value: filterValue, onChange: setFilterValue, ...filter }}
      />
      <AdminQueryTable query={query} text={text} rowKey="id" columns={table} dataSource={shown} minWidth={minWidth} />
      <Drawer
        title={editing.item ? text.editTitle : text.createTitle}
        open={editing.open}
        onClose={close}
        size="large"
        destroyOnHidden
      >
        <ItemForm key={editing.item?.id ?? 'new'} item={editing.item} items={all ?? []} onDone={close} />
      </Drawer>
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
    </>
  );
}

interface CatalogFormOptions<Values extends FieldValues, Input> {
  kind: CatalogKind;
  id: string | undefined;
  /** The shared schema: it checks the form and yields the API's body. */
  schema: z.ZodObject & z.ZodType<Input>;
  defaultValues: DefaultValues<Values>;
  onDone: () => void;
}

/** A catalog form's state: the shared schema checks it, the API saves it, the server's field errors land on it. */
export function useCatalogForm<Values extends FieldValues, Input>({
  kind,
  id,
  schema,
  defaultValues,
  onDone,
}: CatalogFormOptions<Values, Input>) {
  const save = useSaveCatalogItem<Input, unknown>(kind, id);
  // The form holds emptied numbers as null; the schema answers them with the field's rule.
  const resolver = useMemo(() => zodResolver(schema) as unknown as Resolver<Values, unknown, Input>, [schema]);
  const fields = useMemo(() => Object.keys(schema.shape) as Array<Path<Values>>, [schema]);
  const form = useForm<Values, unknown, Input>({ resolver, defaultValues });
  const showFieldErrors = useServerFieldErrors(form.setError, fields);
  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      onDone();
    } catch (error) {
      showFieldErrors(error);
    }
  });
  return { form, submit, saving: save.isPending };
}

/** The form element, its layout and its buttons. */
export function CatalogFormShell({
  kind,
  isNew,
  label,
  saving,
  onSubmit,
  onCancel,
  children,
}: {
  kind: CatalogKind;
  isNew: boolean;
  /** The form's accessible name. */
  label: string;
  saving: boolean;
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}) {
  const text = CATALOG_TEXT[kind];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      aria-label={label}
      noValidate
    >
      <Form layout="vertical" component={false}>
        {children}
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            {saving ? text.saving : isNew ? text.create : text.update}
          </Button>
          <Button onClick={onCancel}>{text.cancel}</Button>
        </Flex>
      </Form>
    </form>
  );
}
