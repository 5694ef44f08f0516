// The owner's resources (books, devotionals, courses): what Resources shows, in this order.
import { useQuery } from '@tanstack/react-query';
import { Col, Input, Row, Select, type TableProps } from 'antd';
import { FormField } from '@/components/form-field';
import { StarRating } from '@/components/ui/star-rating';
import { RESOURCE_TYPES } from '@/domain/constants';
import { RESOURCE_TYPE_LABELS } from '@/domain/resource';
import { resourceInputSchema, type ResourceInput } from '@/domain/schemas';
import type { Resource } from '@/domain/types';
import { adminQueries } from '@/lib/api-queries';
import { CATALOG_FIELD_TEXT as HINT } from '../admin-text';
import {
  CatalogAdminPage,
  CatalogFormShell,
  NameCell,
  useCatalogForm,
  type CatalogFormProps,
} from './catalog-admin-page';
import { ImageField, RatingAndPosition } from './catalog-fields';
import { resourceFormValues, type ResourceFormValues } from './catalog-form-values';

const ID = 'resource';
const KIND = 'resources';

const TYPE_OPTIONS = RESOURCE_TYPES.map((type) => ({ value: type, label: RESOURCE_TYPE_LABELS[type] }));

export function ResourceForm({ item, items, onDone }: CatalogFormProps<Resource>) {
  const { form, submit, saving } = useCatalogForm<ResourceFormValues, ResourceInput>({
    kind: KIND,
    id: item?.id,
    schema: resourceInputSchema,
    defaultValues: resourceFormValues(item, items),
    onDone,
  });
  const { control } = form;
  return (
    <CatalogFormShell kind={KIND} isNew={!item} label="Resource" saving={saving} onSubmit={submit} onCancel={onDone}>
      <FormField control={control} name="title" label="Title" idPrefix={ID} required>
        {(field) => <Input {...field} />}
      </FormField>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <FormField control={control} name="type" label="Type" idPrefix={ID} required>
            {({ ref: _ref, name: _name, ...field }) => <Select {...field} options={TYPE_OPTIONS} />}
          </FormField>
        </Col>
        <Col xs={24} sm={12}>
          <FormField control={control} name="author" label="Author" idPrefix={ID}>
            {(field) => <Input {...field} />}
          </FormField>
        </Col>
        <RatingAndPosition control={control} idPrefix={ID} stars="halves" />
      </Row>
      <FormField control={control} name="price" label="Price" idPrefix={ID} required extra={HINT.price}>
        {(field) => <Input {...field} />}
      </FormField>
      <FormField control={control} name="description" label="Description" idPrefix={ID} required>
        {(field) => <Input.TextArea {...field} autoSize={{ minRows: 3, maxRows: 10 }} />}
      </FormField>
      <FormField control={control} name="affiliateUrl" label="Affiliate URL" idPrefix={ID} extra={HINT.resourceLink}>
        {(field) => <Input {...field} type="url" placeholder="https://" />}
      </FormField>
      <ImageField form={form} name="imageUrl" label="Cover Image" idPrefix={ID} />
    </CatalogFormShell>
  );
}

const COLUMNS: NonNullable<TableProps<Resource>['columns']> = [
  {
    title: 'Title',
    key: 'title',
    render: (_, resource) => <NameCell name={resource.title} detail={resource.author && `by ${resource.author}`} />,
  },
  { title: 'Type', key: 'type', render: (_, resource) => RESOURCE_TYPE_LABELS[resource.type] },
  { title: 'Rating', key: 'rating', render: (_, resource) => <StarRating value={resource.rating} showValue /> },
  { title: 'Price', dataIndex: 'price', key: 'price' },
];

const ALL_TYPES = 'all';

const TYPE_FILTER = {
  label: 'Filter by type',
  options: [{ value: ALL_TYPES, label: 'All types' }, ...TYPE_OPTIONS],
  matches: (resource: Resource, type: string) => type === ALL_TYPES || resource.type === type,
};

const searchIn = (resource: Resource) => [resource.title, resource.author, resource.description];

export default function ResourcesAdminPage() {
  const resources = useQuery(adminQueries.resources());
  return (
    <CatalogAdminPage
      kind={KIND}
      query={resources}
      nameOf={(resource) => resource.title}
      searchIn={searchIn}
      columns={COLUMNS}
      filter={TYPE_FILTER}
      form={ResourceForm}
      minWidth={860}
    />
  );
}
