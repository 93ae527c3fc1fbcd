import type { ButtonHTMLAttributes, ReactNode } from 'react'

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>

/**
 * A form's button that says it is busy: disabled, a spinner and the busy label while the submission runs.
 * `disabled` adds other reasons to wait; `spinner={false}` keeps the label alone.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel = label,
  spinner = true,
  disabled,
  className = 'button button-primary',
  type = 'submit',
  testId,
  ...button
}: ButtonProps & {
  busy: boolean
  label: ReactNode
  busyLabel?: ReactNode
  spinner?: boolean
  testId?: string
}) {
  return (
    <button type={type} className={className} disabled={busy || disabled} data-testid={testId} {...button}>
      {busy && spinner && <span className="spinner" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  )
}
