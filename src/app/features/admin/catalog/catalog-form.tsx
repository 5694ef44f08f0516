// A list's form, in the drawer of its admin page: the shared schema checks it, the API saves it,
// and the server's field errors land on its fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Form } from 'antd';
import { useMemo, type ComponentType } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { CATALOG_TEXT } from '../admin-text';
import { useSaveCatalogItem } from '../api/admin-queries';
import type { CatalogFormSpec } from './catalog-form-values';

/** What a list's form gets: the item to edit (none: a new one), the whole list, and how to close. */
export interface CatalogFormProps<T> {
  item?: T;
  items: readonly T[];
  onDone: () => void;
}

/** A form's fields, given the form's state and the prefix of their ids. */
export interface CatalogFieldsProps<Values extends FieldValues, Input> {
  form: UseFormReturn<Values, unknown, Input> & { idPrefix: string };
}

/** A list's form: its fields, then its buttons. */
export function CatalogForm<T extends { id: string }, Values extends FieldValues, Input>({
  spec: { kind, label, schema, values },
  fields: Fields,
  item,
  items,
  onDone,
}: CatalogFormProps<T> & {
  spec: CatalogFormSpec<T, Values, Input>;
  fields: ComponentType<CatalogFieldsProps<Values, Input>>;
}) {
  const text = CATALOG_TEXT[kind];
  // Its fields' ids begin with its name: app-review-name, resource-title.
  const idPrefix = label.toLowerCase().replaceAll(' ', '-');
  const save = useSaveCatalogItem<Input, unknown>(kind, item?.id);
  // The form holds emptied numbers as null; the schema answers them with the field's rule.
  const resolver = useMemo(() => zodResolver(schema) as unknown as Resolver<Values, unknown, Input>, [schema]);
  const fieldNames = useMemo(() => Object.keys(schema.shape) as Array<Path<Values>>, [schema]);
  const form = useForm<Values, unknown, Input>({
    resolver,
    defaultValues: values(item, items) as DefaultValues<Values>,
  });
  const showFieldErrors = useServerFieldErrors(form.setError, fieldNames);
  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      onDone();
    } catch (error) {
      showFieldErrors(error);
    }
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      aria-label={label}
      noValidate
    >
      <Form layout="vertical" component={false}>
        <Fields form={{ ...form, idPrefix }} />
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {save.isPending ? text.saving : item ? text.update : text.create}
          </Button>
          <Button onClick={onDone}>{text.cancel}</Button>
        </Flex>
      </Form>
    </form>
  );
}
