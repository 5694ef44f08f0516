// react-hook-form fields in antd's Form.Item: the label, the control and its error line, with the
// error tied to the control for screen readers. Members' and admin forms share it; public forms
// keep their lighter plain fields (their first load has a budget).
import { Form } from 'antd';
import type { ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

export interface FieldControlProps<T extends FieldValues, N extends FieldPath<T>> extends ControllerRenderProps<T, N> {
  id: string;
  status?: 'error';
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  label: ReactNode;
  /** Prefix for the control's id, unique on the page. */
  idPrefix: string;
  required?: boolean;
  extra?: ReactNode;
  children: (control: FieldControlProps<T, N>) => ReactNode;
}

export function FormField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  idPrefix,
  required,
  extra,
  children,
}: FormFieldProps<T, N>) {
  const id = `${idPrefix}-${name}`;
  const helpId = `${id}-help`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Form.Item
          label={label}
          htmlFor={id}
          required={required}
          extra={extra}
          validateStatus={fieldState.error ? 'error' : undefined}
          help={fieldState.error ? <span id={helpId}>{fieldState.error.message}</span> : undefined}
        >
          {children({
            ...field,
            id,
            status: fieldState.error ? 'error' : undefined,
            'aria-invalid': !!fieldState.error,
            'aria-describedby': fieldState.error ? helpId : undefined,
          })}
        </Form.Item>
      )}
    />
  );
}
