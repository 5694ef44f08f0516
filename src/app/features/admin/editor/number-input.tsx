// A number field's control in the admin forms (the post's read time, a catalog item's rating and position).
import { InputNumber, type InputNumberProps } from 'antd';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FieldControlProps } from '@/components/form-field';

type NumberInputProps<T extends FieldValues, N extends FieldPath<T>> = Pick<
  InputNumberProps<number>,
  'min' | 'max' | 'step' | 'precision' | 'style'
> & {
  /** What FormField hands its control. */
  control: FieldControlProps<T, N>;
};

/** A number typed or stepped; emptied, it holds null, which the schema answers with the field's rule. */
export function NumberInput<T extends FieldValues, N extends FieldPath<T>>({
  control: { ref, value, onChange, onBlur, name, id, status, ...aria },
  ...limits
}: NumberInputProps<T, N>) {
  return (
    <InputNumber<number>
      ref={ref}
      id={id}
      name={name}
      value={value}
      status={status}
      {...limits}
      onChange={(next) => onChange(next)}
      onBlur={onBlur}
      {...aria}
    />
  );
}
