import { createContext, useContext, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'

const Context = createContext<PageContext | null>(null)

export function PageContextProvider({
  pageContext,
  children,
}: {
  pageContext: PageContext
  children: ReactNode
}) {
  return <Context.Provider value={pageContext}>{children}</Context.Provider>
}

/** The current page's Vike context (route params, URL, data). */
export function usePageContext(): PageContext {
  const pageContext = useContext(Context)
  if (!pageContext) throw new Error('usePageContext() must be used inside <PageShell>')
  return pageContext
}

/** The current page's payload, as returned by its `+data` hook. */
export function useData<T>(): T {
  return usePageContext().data as T
}
