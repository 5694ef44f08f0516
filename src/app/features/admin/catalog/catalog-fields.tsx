// Fields the app review, resource and testimonial forms share: a text, a number (rating, position),
// a list of short lines (pros, cons) and a picture (upload or https address).
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Form, Input, Typography, type InputProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { Controller, get, useFormState, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { StarRating } from '@/components/ui/star-rating';
import { POSITION_MAX, RATING_MAX } from '@/domain/constants';
import { CATALOG_FIELD_TEXT as HINT } from '../admin-text';
import { FeaturedImageField } from '../editor/featured-image-field';
import { NumberInput } from '../editor/number-input';

/** A form's state as its fields take it, and the prefix of their ids (unique on the page). */
export type FieldsForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'control' | 'setError' | 'clearErrors'> & {
  idPrefix: string;
};

interface FieldProps<T extends FieldValues> {
  form: FieldsForm<T>;
  name: FieldPath<T>;
  label: string;
}

interface TextFieldProps<T extends FieldValues> extends FieldProps<T> {
  required?: boolean;
  extra?: ReactNode;
  /** The input's own attributes. */
  input?: Pick<InputProps, 'type' | 'placeholder'>;
  /** A textarea growing between these rows, instead of one line. */
  rows?: { minRows: number; maxRows: number };
}

/** A text: one line, or with `rows` a textarea. */
export function TextField<T extends FieldValues>({ form, input, rows, ...field }: TextFieldProps<T>) {
  return (
    <FormField control={form.control} idPrefix={form.idPrefix} {...field}>
      {(control) => {
        // The names given are the form's text fields.
        const props = { ...control, value: control.value as string };
        return rows ? <Input.TextArea {...props} autoSize={rows} /> : <Input {...props} {...input} />;
      }}
    </FormField>
  );
}

interface NumberFieldProps<T extends FieldValues> extends FieldProps<T> {
  min: number;
  max: number;
  step?: number;
  extra?: ReactNode;
  /** Stars beside the number, as the public pages draw them. */
  stars?: boolean;
}

/** A number typed or stepped, with its stars where it is a rating. */
function NumberField<T extends FieldValues>({ form, min, max, step = 1, stars, ...field }: NumberFieldProps<T>) {
  return (
    <FormField control={form.control} idPrefix={form.idPrefix} required {...field}>
      {(control) => (
        <Flex align="center" gap={12}>
          <NumberInput control={control} min={min} max={max} step={step} style={{ width: 140 }} />
          {stars && typeof control.value === 'number' && <StarRating value={control.value} showValue />}
        </Flex>
      )}
    </FormField>
  );
}

/**
 * The rating (0–5 in halves, or 1–5 whole stars) and the position, side by side in the form's row.
 * The form's values must have both fields.
 */
export function RatingAndPosition<T extends FieldValues>({
  form,
  stars,
}: {
  form: FieldsForm<T>;
  stars: 'halves' | 'whole';
}) {
  const halves = stars === 'halves';
  const fields: Array<Omit<NumberFieldProps<T>, 'form'>> = [
    {
      name: 'rating' as FieldPath<T>,
      label: 'Rating',
      min: halves ? 0 : 1,
      max: RATING_MAX,
      step: halves ? 0.5 : 1,
      extra: halves ? HINT.halfRating : HINT.wholeRating,
      stars: true,
    },
    { name: 'position' as FieldPath<T>, label: 'Position', min: 0, max: POSITION_MAX, extra: HINT.position },
  ];
  return fields.map((field) => (
    <Col key={field.name} xs={24} sm={12}>
      <NumberField form={form} {...field} />
    </Col>
  ));
}

interface PointListFieldProps<T extends FieldValues> extends FieldProps<T> {
  /** What one line is called: 'Pro' → 'Pro 1', 'Add pro', 'Remove pro 1'. */
  itemLabel: string;
}

/** A list of short lines, each its own field, added and removed one by one. */
export function PointListField<T extends FieldValues>({ form, name, label, itemLabel }: PointListFieldProps<T>) {
  const { control } = form;
  const { errors } = useFormState({ control, name });
  // The line just added takes the focus, so the owner types straight into it.
  const [added, setAdded] = useState<number | null>(null);
  const listError = (get(errors, name) as { message?: string } | undefined)?.message;
  const id = `${form.idPrefix}-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const items = (field.value ?? []) as string[];
        const change = (next: string[]) => field.onChange(next);
        return (
          <Form.Item
            label={<span id={`${id}-label`}>{label}</span>}
            validateStatus={listError ? 'error' : undefined}
            help={listError ? <span id={`${id}-help`}>{listError}</span> : undefined}
          >
            <Flex vertical gap={8} role="group" aria-labelledby={`${id}-label`}>
              {items.length === 0 && <Typography.Text type="secondary">{HINT.noPoints}</Typography.Text>}
              {items.map((item, index) => {
                const itemId = `${id}-${index}`;
                const itemError = (get(errors, `${name}.${index}`) as { message?: string } | undefined)?.message;
                return (
                  <Flex vertical gap={2} key={index}>
                    <Flex gap={8}>
                      <Input
                        id={itemId}
                        aria-label={`${itemLabel} ${index + 1}`}
                        value={item}
                        status={itemError ? 'error' : undefined}
                        aria-invalid={!!itemError}
                        aria-describedby={itemError ? `${itemId}-help` : undefined}
                        autoFocus={added === index}
                        onChange={(event) => change(items.map((old, at) => (at === index ? event.target.value : old)))}
                        onBlur={field.onBlur}
                      />
                      <Button
                        icon={<DeleteOutlined />}
                        aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
                        onClick={() => {
                          setAdded(null);
                          change(items.filter((_old, at) => at !== index));
                        }}
                      />
                    </Flex>
                    {itemError && (
                      <Typography.Text type="danger" id={`${itemId}-help`}>
                        {itemError}
                      </Typography.Text>
                    )}
                  </Flex>
                );
              })}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => {
                  setAdded(items.length);
                  change([...items, '']);
                }}
                style={{ alignSelf: 'flex-start' }}
              >
                {`Add ${itemLabel.toLowerCase()}`}
              </Button>
            </Flex>
          </Form.Item>
        );
      }}
    />
  );
}

/** A picture uploaded (as the blog editor's) or given by https address. */
export function ImageField<T extends FieldValues>({ form, name, label }: FieldProps<T>) {
  const { setError, clearErrors } = form;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FeaturedImageField
          label={label}
          id={`${form.idPrefix}-${name}`}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          error={fieldState.error?.message}
          onError={(message) => (message ? setError(name, { type: 'client', message }) : clearErrors(name))}
        />
      )}
    />
  );
}
