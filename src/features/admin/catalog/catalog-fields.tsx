// Fields the app review, resource and testimonial forms share: a number (rating, position), a
// list of short lines (pros, cons) and a picture (upload or https address).
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import {
  Controller,
  get,
  useFormState,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { StarRating } from '@/components/ui/star-rating';
import { POSITION_MAX, RATING_MAX } from '@/domain/constants';
import { CATALOG_FIELD_TEXT as HINT } from '../admin-text';
import { FeaturedImageField } from '../editor/featured-image-field';

interface NumberFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  idPrefix: string;
  min: number;
  max: number;
  step?: number;
  extra?: ReactNode;
  /** Stars beside the number, as the public pages draw them. */
  stars?: boolean;
}

/** A number typed or stepped; emptied, it holds null, which the schema answers with the field's rule. */
export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  idPrefix,
  min,
  max,
  step = 1,
  extra,
  stars,
}: NumberFieldProps<T>) {
  return (
    <FormField control={control} name={name} label={label} idPrefix={idPrefix} required extra={extra}>
      {({ ref, value, onChange, onBlur, name: fieldName, id, status, ...aria }) => (
        <Flex align="center" gap={12}>
          <InputNumber<number>
            ref={ref}
            id={id}
            name={fieldName}
            value={value}
            status={status}
            min={min}
            max={max}
            step={step}
            onChange={(next) => onChange(next)}
            onBlur={onBlur}
            style={{ width: 140 }}
            {...aria}
          />
          {stars && typeof value === 'number' && <StarRating value={value} showValue />}
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
  control,
  idPrefix,
  stars,
}: {
  control: Control<T>;
  idPrefix: string;
  stars: 'halves' | 'whole';
}) {
  const halves = stars === 'halves';
  return (
    <>
      <Col xs={24} sm={12}>
        <NumberField
          control={control}
          name={'rating' as FieldPath<T>}
          label="Rating"
          idPrefix={idPrefix}
          min={halves ? 0 : 1}
          max={RATING_MAX}
          step={halves ? 0.5 : 1}
          extra={halves ? HINT.halfRating : HINT.wholeRating}
          stars
        />
      </Col>
      <Col xs={24} sm={12}>
        <NumberField
          control={control}
          name={'position' as FieldPath<T>}
          label="Position"
          idPrefix={idPrefix}
          min={0}
          max={POSITION_MAX}
          extra={HINT.position}
        />
      </Col>
    </>
  );
}

interface PointListFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** What one line is called: 'Pro' → 'Pro 1', 'Add pro', 'Remove pro 1'. */
  itemLabel: string;
  idPrefix: string;
}

/** A list of short lines, each its own field, added and removed one by one. */
export function PointListField<T extends FieldValues>({
  control,
  name,
  label,
  itemLabel,
  idPrefix,
}: PointListFieldProps<T>) {
  const { errors } = useFormState({ control, name });
  // The line just added takes the focus, so the owner types straight into it.
  const [added, setAdded] = useState<number | null>(null);
  const listError = (get(errors, name) as { message?: string } | undefined)?.message;
  const id = `${idPrefix}-${name}`;
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

interface ImageFieldProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'control' | 'setError' | 'clearErrors'>;
  name: FieldPath<T>;
  label: string;
  idPrefix: string;
}

/** A picture uploaded (as the blog editor's) or given by https address. */
export function ImageField<T extends FieldValues>({ form, name, label, idPrefix }: ImageFieldProps<T>) {
  const { setError, clearErrors } = form;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FeaturedImageField
          label={label}
          id={`${idPrefix}-${name}`}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          error={fieldState.error?.message}
          onError={(message) => (message ? setError(name, { type: 'client', message }) : clearErrors(name))}
        />
      )}
    />
  );
}
