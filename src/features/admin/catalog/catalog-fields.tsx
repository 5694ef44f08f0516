// Fields the app review, resource and testimonial forms share: a number (rating, position), a
// list of short lines (pros, cons) and a picture (upload or https address).
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import {
  Controller,
  get,
  useFormState,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormClearErrors,
  type UseFormSetError,
} from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { StarRating } from '@/components/ui/star-rating';
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

interface PointListFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** What one line is called: 'Pro' → 'Pro 1', 'Add pro', 'Remove pro 1'. */
  itemLabel: string;
  addLabel: string;
  emptyText: string;
  idPrefix: string;
}

/** A list of short lines, each its own field, added and removed one by one. */
export function PointListField<T extends FieldValues>({
  control,
  name,
  label,
  itemLabel,
  addLabel,
  emptyText,
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
              {items.length === 0 && <Typography.Text type="secondary">{emptyText}</Typography.Text>}
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
                {addLabel}
              </Button>
            </Flex>
          </Form.Item>
        );
      }}
    />
  );
}

interface ImageFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  idPrefix: string;
  setError: UseFormSetError<T>;
  clearErrors: UseFormClearErrors<T>;
}

/** A picture uploaded (as the blog editor's) or given by https address. */
export function ImageField<T extends FieldValues>({
  control,
  name,
  label,
  idPrefix,
  setError,
  clearErrors,
}: ImageFieldProps<T>) {
  return (
    <Controller
      control={control}
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
