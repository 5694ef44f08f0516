// The owner's resources (books, devotionals, courses): what Resources shows, in this order.
import { useQuery } from '@tanstack/react-query';
import { Col, Row, Select } from 'antd';
import { FormField } from '@/components/form-field';
import { RESOURCE_TYPES } from '@/domain/constants';
import { RESOURCE_TYPE_LABELS } from '@/domain/resource';
import type { ResourceInput } from '@/domain/schemas';
import type { Resource } from '@/domain/types';
import { adminQueries } from '@/lib/api-queries';
import { CATALOG_FIELD_TEXT as HINT } from '../admin-text';
import { CatalogAdminPage, catalogColumn } from './catalog-admin-page';
import { CatalogForm, type CatalogFieldsProps, type CatalogFormProps } from './catalog-form';
import { ImageField, RatingAndPosition, TextField } from './catalog-fields';
import { CATALOG_FORMS, type ResourceFormValues } from './catalog-form-values';

export function ResourceForm(props: CatalogFormProps<Resource>) {
  return <CatalogForm spec={CATALOG_FORMS.resources} fields={ResourceFields} {...props} />;
}

const TYPE_OPTIONS = RESOURCE_TYPES.map((type) => ({ value: type, label: RESOURCE_TYPE_LABELS[type] }));

function ResourceFields({ form }: CatalogFieldsProps<ResourceFormValues, ResourceInput>) {
  return (
    <>
      <TextField form={form} name="title" label="Title" required />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <FormField control={form.control} name="type" label="Type" idPrefix={form.idPrefix} required>
            {({ ref: _ref, name: _name, ...field }) => <Select {...field} options={TYPE_OPTIONS} />}
          </FormField>
        </Col>
        <Col xs={24} sm={12}>
          <TextField form={form} name="author" label="Author" />
        </Col>
        <RatingAndPosition form={form} stars="halves" />
      </Row>
      <TextField form={form} name="price" label="Price" required extra={HINT.price} />
      <TextField form={form} name="description" label="Description" required rows={{ minRows: 3, maxRows: 10 }} />
      <TextField
        form={form}
        name="affiliateUrl"
        label="Affiliate URL"
        extra={HINT.resourceLink}
        input={{ type: 'url', placeholder: 'https://' }}
      />
      <ImageField form={form} name="imageUrl" label="Cover Image" />
    </>
  );
}

const COLUMNS = [
  catalogColumn.name<Resource>('Title', 'title', (resource) => resource.author && `by ${resource.author}`),
  { title: 'Type', key: 'type', render: (_: unknown, resource: Resource) => RESOURCE_TYPE_LABELS[resource.type] },
  catalogColumn.rating<Resource>(true),
  catalogColumn.text<Resource>('Price', 'price'),
];

const ALL_TYPES = 'all';

const TYPE_FILTER = {
  label: 'Filter by type',
  options: [{ value: ALL_TYPES, label: 'All types' }, ...TYPE_OPTIONS],
  matches: (resource: Resource, type: string) => type === ALL_TYPES || resource.type === type,
};

const searchIn = (resource: Resource) => [resource.title, resource.author, resource.description] as const;

export default function ResourcesAdminPage() {
  const query = useQuery(adminQueries.resources());
  return (
    <CatalogAdminPage
      query={query}
      searchIn={searchIn}
      columns={COLUMNS}
      filter={TYPE_FILTER}
      form={ResourceForm}
      kind="resources"
    />
  );
}
