import type { ReactNode } from 'react'
import { handleSubmit, SubmitButton, type Submission } from '../../components/form'
import type { ActionResult } from '../../domain/shop'

/**
 * The frame of a guest's account forms (login, registration, lost and new password), `${name}-form` with its
 * `${name}-submit` button: on submit, `check` (the form's own refusal; without one the browser checks the required
 * fields) then `send` through `submission`; the content, the button (busy while `submission` is, or while `busy`),
 * the links under it, then `footer`.
 */
export function AuthForm({
  name,
  submission,
  send,
  check,
  label,
  busyLabel,
  busy = submission.busy,
  disabled,
  links,
  footer,
  children,
}: {
  name: string
  submission: Submission<ActionResult>
  send: () => Promise<ActionResult>
  check?: () => ActionResult | null
  label: string
  busyLabel: string
  busy?: boolean
  disabled?: boolean
  links?: ReactNode
  footer?: ReactNode
  children: ReactNode
}) {
  return (
    <form
      className="login-form"
      onSubmit={handleSubmit(() => submission.submit(send, check))}
      data-testid={`${name}-form`}
      noValidate={!!check}
    >
      {children}
      <SubmitButton
        busy={busy}
        disabled={disabled}
        label={label}
        busyLabel={busyLabel}
        testId={`${name}-submit`}
      />
      {links && <p className="form-links">{links}</p>}
      {footer}
    </form>
  )
}
