import type { ReactNode } from 'react'

/** A plain page body: a heading and its content. */
export function SimpleScreen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="container simple-page">
      <h1>{title}</h1>
      {children}
    </div>
  )
}
