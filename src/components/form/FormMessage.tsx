import type { ReactNode } from 'react'

/**
 * A form's message: 'error' is an alert (role=alert, read at once), 'status' a polite status (role=status),
 * 'plain' a line with no role (a summary whose fields carry their own messages). Nothing without content.
 */
export function FormMessage({
  tone,
  children,
  as: Tag = 'p',
  className,
  testId,
}: {
  tone: 'error' | 'status' | 'plain'
  children?: ReactNode
  as?: 'p' | 'div'
  /** Instead of 'form-error' (an error, a plain line) or 'form-success' (a status). */
  className?: string
  testId?: string
}) {
  if (!children) return null
  const role = tone === 'error' ? 'alert' : tone === 'status' ? 'status' : undefined
  return (
    <Tag
      className={className ?? (tone === 'status' ? 'form-success' : 'form-error')}
      role={role}
      data-testid={testId}
    >
      {children}
    </Tag>
  )
}
