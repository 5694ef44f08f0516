// The owner's testimonials: what Home's carousel shows, in this order.
import { useQuery } from '@tanstack/react-query';
import { Col, Row, Typography } from 'antd';
import type { TestimonialInput } from '@/domain/schemas';
import type { Testimonial } from '@/domain/types';
import { adminQueries } from '@/lib/api-queries';
import { CatalogAdminPage, catalogColumn } from './catalog-admin-page';
import { CatalogForm, type CatalogFieldsProps, type CatalogFormProps } from './catalog-form';
import { ImageField, RatingAndPosition, TextField } from './catalog-fields';
import { CATALOG_FORMS, type TestimonialFormValues } from './catalog-form-values';

export function TestimonialForm(props: CatalogFormProps<Testimonial>) {
  return <CatalogForm spec={CATALOG_FORMS.testimonials} fields={TestimonialFields} {...props} />;
}

function TestimonialFields({ form }: CatalogFieldsProps<TestimonialFormValues, TestimonialInput>) {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <TextField form={form} name="name" label="Name" required />
        </Col>
        <Col xs={24} sm={12}>
          <TextField form={form} name="location" label="Location" required />
        </Col>
      </Row>
      <TextField form={form} name="content" label="Testimonial" required rows={{ minRows: 3, maxRows: 10 }} />
      <Row gutter={16}>
        <RatingAndPosition form={form} stars="whole" />
      </Row>
      <ImageField form={form} name="imageUrl" label="Photo" />
    </>
  );
}

const COLUMNS = [
  catalogColumn.name<Testimonial>('Name', 'name', (testimonial) => testimonial.location),
  {
    title: 'Testimonial',
    key: 'content',
    render: (_: unknown, testimonial: Testimonial) => (
      <Typography.Text ellipsis={{ tooltip: testimonial.content }} style={{ maxWidth: 420 }}>
        {testimonial.content}
      </Typography.Text>
    ),
  },
  catalogColumn.rating<Testimonial>(false),
];

const searchIn = (testimonial: Testimonial) => [testimonial.name, testimonial.location, testimonial.content] as const;

export default function TestimonialsAdminPage() {
  const query = useQuery(adminQueries.testimonials());
  return (
    <CatalogAdminPage query={query} searchIn={searchIn} columns={COLUMNS} form={TestimonialForm} kind="testimonials" />
  );
}
