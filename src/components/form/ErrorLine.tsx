import type { ReactNode } from 'react'

/** How a form draws a field's error line (its element, class and test id). */
export interface ErrorLineStyle {
  as?: 'p' | 'span'
  className?: string
  testId?: string
  /** Only where the line is the field's only answer (a field outside any form's message). */
  role?: 'alert'
}

/**
 * A field's error line: the element the field's control points at with aria-describedby. Nothing without a
 * message.
 */
export function ErrorLine({
  id,
  children,
  as: Tag = 'p',
  className = 'field-error',
  testId,
  role,
}: ErrorLineStyle & { id: string; children?: ReactNode }) {
  if (!children) return null
  return (
    <Tag className={className} id={id} role={role} data-testid={testId}>
      {children}
    </Tag>
  )
}

/** The attributes that tie a control to its error line. */
export function describedBy(errorId: string, error: unknown) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const
}
