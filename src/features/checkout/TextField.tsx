import type { InputHTMLAttributes } from 'react'
import { FieldLabel, InputField } from '../../components/form'
import '../../components/form/form-field.css'
import { fieldId, type FieldPath } from './checkout-form'

export interface FieldProps {
  path: FieldPath
  label: string
  required: boolean
  /** The message shown under the field (already translated), or nothing. */
  error?: string | null
}

/**
 * A checkout field's frame for the shared fields: its id (which validation focuses and tests find), name,
 * required, label, error line and wrapper class.
 */
export function checkoutField({
  path,
  label,
  required,
  error,
  className,
}: FieldProps & { className?: string }) {
  return {
    id: fieldId(path),
    name: path,
    required,
    label: <FieldLabel label={label} required={required} />,
    error,
    errorLine: { testId: 'field-error' },
    className: ['form-field', className].filter(Boolean).join(' '),
  }
}

/** A labelled text input with its validation message (aria-invalid, aria-describedby). */
export function TextField({
  value,
  onValue,
  className,
  path,
  label,
  required,
  error,
  ...input
}: FieldProps & {
  value: string
  onValue(value: string): void
  className?: string
} & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'onBlur'
  >) {
  return (
    <InputField
      {...checkoutField({ path, label, required, error, className })}
      {...input}
      maxLength={200}
      value={value}
      onValue={onValue}
    />
  )
}
