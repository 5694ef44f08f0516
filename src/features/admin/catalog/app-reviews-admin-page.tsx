// The owner's app reviews: what App Reviews and Home show, in this order.
import { useQuery } from '@tanstack/react-query';
import { Col, Input, Row, type TableProps } from 'antd';
import { FormField } from '@/components/form-field';
import { StarRating } from '@/components/ui/star-rating';
import { appReviewInputSchema, type AppReviewInput } from '@/domain/schemas';
import type { AppReview } from '@/domain/types';
import { adminQueries } from '@/lib/api-queries';
import { CATALOG_FIELD_TEXT as HINT } from '../admin-text';
import {
  CatalogAdminPage,
  CatalogFormShell,
  NameCell,
  useCatalogForm,
  type CatalogFormProps,
} from './catalog-admin-page';
import { ImageField, PointListField, RatingAndPosition } from './catalog-fields';
import { appReviewFormValues, type AppReviewFormValues } from './catalog-form-values';

const ID = 'app-review';
const KIND = 'app-reviews';

export function AppReviewForm({ item, items, onDone }: CatalogFormProps<AppReview>) {
  const { form, submit, saving } = useCatalogForm<AppReviewFormValues, AppReviewInput>({
    kind: KIND,
    id: item?.id,
    schema: appReviewInputSchema,
    defaultValues: appReviewFormValues(item, items),
    onDone,
  });
  const { control } = form;
  return (
    <CatalogFormShell kind={KIND} isNew={!item} label="App review" saving={saving} onSubmit={submit} onCancel={onDone}>
      <FormField control={control} name="name" label="Name" idPrefix={ID} required>
        {(field) => <Input {...field} />}
      </FormField>
      <Row gutter={16}>
        <RatingAndPosition control={control} idPrefix={ID} stars="halves" />
        <Col xs={24} sm={12}>
          <FormField control={control} name="memberCount" label="Members" idPrefix={ID} required>
            {(field) => <Input {...field} placeholder="3M+" />}
          </FormField>
        </Col>
        <Col xs={24} sm={12}>
          <FormField
            control={control}
            name="monthlyPrice"
            label="Monthly Price"
            idPrefix={ID}
            required
            extra={HINT.monthlyPrice}
          >
            {(field) => <Input {...field} />}
          </FormField>
        </Col>
      </Row>
      <FormField control={control} name="bestFor" label="Best For" idPrefix={ID} required>
        {(field) => <Input {...field} />}
      </FormField>
      <FormField control={control} name="description" label="Description" idPrefix={ID} required>
        {(field) => <Input.TextArea {...field} autoSize={{ minRows: 4, maxRows: 12 }} />}
      </FormField>
      <FormField
        control={control}
        name="affiliateUrl"
        label="Affiliate URL"
        idPrefix={ID}
        required
        extra={HINT.affiliateUrl}
      >
        {(field) => <Input {...field} type="url" placeholder="https://" />}
      </FormField>
      <PointListField control={control} name="pros" label="Pros" itemLabel="Pro" idPrefix={ID} />
      <PointListField control={control} name="cons" label="Cons" itemLabel="Con" idPrefix={ID} />
      <ImageField form={form} name="logoUrl" label="Logo" idPrefix={ID} />
    </CatalogFormShell>
  );
}

const COLUMNS: NonNullable<TableProps<AppReview>['columns']> = [
  {
    title: 'Name',
    key: 'name',
    render: (_, review) => <NameCell name={review.name} detail={review.bestFor} />,
  },
  { title: 'Rating', key: 'rating', render: (_, review) => <StarRating value={review.rating} showValue /> },
  { title: 'Monthly Price', dataIndex: 'monthlyPrice', key: 'monthlyPrice' },
  { title: 'Members', dataIndex: 'memberCount', key: 'memberCount' },
];

const searchIn = (review: AppReview) => [review.name, review.bestFor, review.description];

export default function AppReviewsAdminPage() {
  const reviews = useQuery(adminQueries.appReviews());
  return (
    <CatalogAdminPage
      kind={KIND}
      query={reviews}
      nameOf={(review) => review.name}
      searchIn={searchIn}
      columns={COLUMNS}
      form={AppReviewForm}
      minWidth={860}
    />
  );
}
