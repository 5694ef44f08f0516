// The owner's testimonials: what Home's carousel shows, in this order.
import { useQuery } from '@tanstack/react-query';
import { Col, Input, Row, Typography, type TableProps } from 'antd';
import { FormField } from '@/components/form-field';
import { StarRating } from '@/components/ui/star-rating';
import { testimonialInputSchema, type TestimonialInput } from '@/domain/schemas';
import type { Testimonial } from '@/domain/types';
import { adminQueries } from '@/lib/api-queries';
import {
  CatalogAdminPage,
  CatalogFormShell,
  NameCell,
  useCatalogForm,
  type CatalogFormProps,
} from './catalog-admin-page';
import { ImageField, RatingAndPosition } from './catalog-fields';
import { testimonialFormValues, type TestimonialFormValues } from './catalog-form-values';

const ID = 'testimonial';
const KIND = 'testimonials';

export function TestimonialForm({ item, items, onDone }: CatalogFormProps<Testimonial>) {
  const { form, submit, saving } = useCatalogForm<TestimonialFormValues, TestimonialInput>({
    kind: KIND,
    id: item?.id,
    schema: testimonialInputSchema,
    defaultValues: testimonialFormValues(item, items),
    onDone,
  });
  const { control } = form;
  return (
    <CatalogFormShell kind={KIND} isNew={!item} label="Testimonial" saving={saving} onSubmit={submit} onCancel={onDone}>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <FormField control={control} name="name" label="Name" idPrefix={ID} required>
            {(field) => <Input {...field} />}
          </FormField>
        </Col>
        <Col xs={24} sm={12}>
          <FormField control={control} name="location" label="Location" idPrefix={ID} required>
            {(field) => <Input {...field} />}
          </FormField>
        </Col>
      </Row>
      <FormField control={control} name="content" label="Testimonial" idPrefix={ID} required>
        {(field) => <Input.TextArea {...field} autoSize={{ minRows: 3, maxRows: 10 }} />}
      </FormField>
      <Row gutter={16}>
        <RatingAndPosition control={control} idPrefix={ID} stars="whole" />
      </Row>
      <ImageField form={form} name="imageUrl" label="Photo" idPrefix={ID} />
    </CatalogFormShell>
  );
}

const COLUMNS: NonNullable<TableProps<Testimonial>['columns']> = [
  {
    title: 'Name',
    key: 'name',
    render: (_, testimonial) => <NameCell name={testimonial.name} detail={testimonial.location} />,
  },
  {
    title: 'Testimonial',
    key: 'content',
    render: (_, testimonial) => (
      <Typography.Text ellipsis={{ tooltip: testimonial.content }} style={{ maxWidth: 420 }}>
        {testimonial.content}
      </Typography.Text>
    ),
  },
  { title: 'Rating', key: 'rating', render: (_, testimonial) => <StarRating value={testimonial.rating} /> },
];

const searchIn = (testimonial: Testimonial) => [testimonial.name, testimonial.location, testimonial.content];

export default function TestimonialsAdminPage() {
  const testimonials = useQuery(adminQueries.testimonials());
  return (
    <CatalogAdminPage
      kind={KIND}
      query={testimonials}
      nameOf={(testimonial) => testimonial.name}
      searchIn={searchIn}
      columns={COLUMNS}
      form={TestimonialForm}
      minWidth={860}
    />
  );
}
