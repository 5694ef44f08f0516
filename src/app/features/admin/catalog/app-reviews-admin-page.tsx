// The owner's app reviews: what App Reviews and Home show, in this order.
import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import type { AppReviewInput } from '@/domain/schemas';
import type { AppReview } from '@/domain/types';
import { adminQueries } from '@/lib/api-queries';
import { CATALOG_FIELD_TEXT as HINT } from '../admin-text';
import { CatalogAdminPage, catalogColumn } from './catalog-admin-page';
import { CatalogForm, type CatalogFieldsProps, type CatalogFormProps } from './catalog-form';
import { ImageField, PointListField, RatingAndPosition, TextField } from './catalog-fields';
import { CATALOG_FORMS, type AppReviewFormValues } from './catalog-form-values';

export function AppReviewForm(props: CatalogFormProps<AppReview>) {
  return <CatalogForm spec={CATALOG_FORMS.appReviews} fields={AppReviewFields} {...props} />;
}

function AppReviewFields({ form }: CatalogFieldsProps<AppReviewFormValues, AppReviewInput>) {
  return (
    <>
      <TextField form={form} name="name" label="Name" required />
      <Row gutter={16}>
        <RatingAndPosition form={form} stars="halves" />
        <Col xs={24} sm={12}>
          <TextField form={form} name="memberCount" label="Members" required input={{ placeholder: '3M+' }} />
        </Col>
        <Col xs={24} sm={12}>
          <TextField form={form} name="monthlyPrice" label="Monthly Price" required extra={HINT.monthlyPrice} />
        </Col>
      </Row>
      <TextField form={form} name="bestFor" label="Best For" required />
      <TextField form={form} name="description" label="Description" required rows={{ minRows: 4, maxRows: 12 }} />
      <TextField
        form={form}
        name="affiliateUrl"
        label="Affiliate URL"
        required
        extra={HINT.affiliateUrl}
        input={{ type: 'url', placeholder: 'https://' }}
      />
      <PointListField form={form} name="pros" label="Pros" itemLabel="Pro" />
      <PointListField form={form} name="cons" label="Cons" itemLabel="Con" />
      <ImageField form={form} name="logoUrl" label="Logo" />
    </>
  );
}

const COLUMNS = [
  catalogColumn.name<AppReview>('Name', 'name', (review) => review.bestFor),
  catalogColumn.rating<AppReview>(true),
  catalogColumn.text<AppReview>('Monthly Price', 'monthlyPrice'),
  catalogColumn.text<AppReview>('Members', 'memberCount'),
];

const searchIn = (review: AppReview) => [review.name, review.bestFor, review.description] as const;

export default function AppReviewsAdminPage() {
  const query = useQuery(adminQueries.appReviews());
  return (
    <CatalogAdminPage query={query} searchIn={searchIn} columns={COLUMNS} form={AppReviewForm} kind="app-reviews" />
  );
}
