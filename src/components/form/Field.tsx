import type {
  InputHTMLAttributes,
  ReactElement,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react'
import { describedBy, ErrorLine, type ErrorLineStyle } from './ErrorLine'

/** What every field has around its control. */
export interface FieldFrame {
  label: ReactNode
  /** The message under the control (already translated), or nothing. */
  error?: ReactNode | null
  /** The error line's id, which the control points at; `<id>-error` by default. */
  errorId?: string
  errorLine?: ErrorLineStyle
  /** The error line inside the label (the default) or after it; inline fields only. */
  errorAfterLabel?: boolean
  /** A line of help under the control. */
  hint?: ReactNode
  /**
   * 'stacked' (the default when the control has an id): a <div className> holding <label for>, the control, the
   * hint and the error line. 'inline': the control inside its <label>.
   */
  layout?: 'stacked' | 'inline'
  /** The stacked field's wrapper class. */
  className?: string
}

interface FrameProps extends FieldFrame {
  id?: string
  control(a11y: ReturnType<typeof describedBy>): ReactElement
}

/** A label, its control, a hint and the error line the control is described by (aria-invalid, aria-describedby). */
function Field({ id, control, label, error, hint, errorLine, className, ...frame }: FrameProps) {
  const errorId = frame.errorId ?? `${id ?? ''}-error`
  const line = (
    <ErrorLine id={errorId} {...errorLine}>
      {error}
    </ErrorLine>
  )
  const hintLine = hint ? <span className="field-hint">{hint}</span> : null
  const layout = frame.layout ?? (id ? 'stacked' : 'inline')
  if (layout === 'stacked')
    return (
      <div className={className}>
        <label htmlFor={id}>{label}</label>
        {control(describedBy(errorId, error))}
        {hintLine}
        {line}
      </div>
    )
  const inside = !frame.errorAfterLabel
  return (
    <>
      <label>
        {label}
        {control(describedBy(errorId, error))}
        {hintLine}
        {inside && line}
      </label>
      {!inside && line}
    </>
  )
}

/** Each control takes its value as a string and reports a new one with onValue. */
interface ValueProps {
  value: string
  onValue(value: string): void
}

type Native<A> = Omit<A, 'value' | 'onChange' | 'children'>

/** Splits a field's props into its frame, its onValue and the native control's own props. */
function split<P extends FieldFrame & ValueProps>(props: P) {
  const { label, error, errorId, errorLine, errorAfterLabel, hint, layout, className, onValue, ...control } =
    props
  const frame = { label, error, errorId, errorLine, errorAfterLabel, hint, layout, className }
  return { frame, onValue, control }
}

export function InputField(props: FieldFrame & ValueProps & Native<InputHTMLAttributes<HTMLInputElement>>) {
  const { frame, onValue, control: input } = split(props)
  return (
    <Field
      {...frame}
      id={input.id}
      control={(a11y) => <input {...input} {...a11y} onChange={(event) => onValue(event.target.value)} />}
    />
  )
}

export function SelectField(
  props: FieldFrame &
    ValueProps &
    Native<SelectHTMLAttributes<HTMLSelectElement>> & {
      /** The <option>s. */
      children: ReactNode
    },
) {
  const { frame, onValue, control } = split(props)
  const { children, ...select } = control
  return (
    <Field
      {...frame}
      id={select.id}
      control={(a11y) => (
        <select {...select} {...a11y} onChange={(event) => onValue(event.target.value)}>
          {children}
        </select>
      )}
    />
  )
}

export function TextareaField(
  props: FieldFrame & ValueProps & Native<TextareaHTMLAttributes<HTMLTextAreaElement>>,
) {
  const { frame, onValue, control: textarea } = split(props)
  return (
    <Field
      {...frame}
      id={textarea.id}
      control={(a11y) => (
        <textarea {...textarea} {...a11y} onChange={(event) => onValue(event.target.value)} />
      )}
    />
  )
}
