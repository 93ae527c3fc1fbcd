import type { InputHTMLAttributes } from 'react'
import { useT } from '../../i18n/useT'
import { fieldId, type FieldPath } from './checkout-form'

export interface FieldProps {
  path: FieldPath
  label: string
  required: boolean
  /** The message shown under the field (already translated), or nothing. */
  error?: string | null
}

/** A field's label with its required star or '(optional)'. */
export function FieldLabel({ path, label, required }: Omit<FieldProps, 'error'>) {
  const { t } = useT()
  return (
    <label htmlFor={fieldId(path)}>
      {label}
      {required ? (
        <abbr className="field-required" title={t('checkout.required')}>
          {' *'}
        </abbr>
      ) : (
        <span className="field-optional"> {t('checkout.optional')}</span>
      )}
    </label>
  )
}

export function FieldError({ path, error }: Pick<FieldProps, 'path' | 'error'>) {
  if (!error) return null
  return (
    <p className="field-error" id={`${fieldId(path)}-error`} data-testid="field-error">
      {error}
    </p>
  )
}

/** The accessibility attributes of a control with its possible error. */
export function controlProps({ path, required, error }: FieldProps) {
  return {
    id: fieldId(path),
    name: path,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${fieldId(path)}-error` : undefined,
  }
}

/** A labelled text input with its validation message (aria-invalid, aria-describedby). */
export function TextField({
  value,
  onValue,
  className,
  ...props
}: FieldProps & {
  value: string
  onValue(value: string): void
  className?: string
} & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'onBlur'
  >) {
  const { path, label, required, error, ...input } = props
  return (
    <div className={`checkout-field ${className ?? ''}`}>
      <FieldLabel path={path} label={label} required={required} />
      <input
        {...input}
        {...controlProps({ path, label, required, error })}
        maxLength={200}
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
      <FieldError path={path} error={error} />
    </div>
  )
}
