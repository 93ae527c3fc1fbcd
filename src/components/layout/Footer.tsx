import { lazy, Suspense, useEffect, useRef, useState } from 'react'

const FooterContent = lazy(() => import('./FooterContent'))

/** The footer loads its content (and the language switcher) only when it scrolls into view. */
export function Footer() {
  const ref = useRef<HTMLElement>(null)
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element || visible) return
    if (!('IntersectionObserver' in window)) {
      setVisible(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true)
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [visible])

  return (
    <footer ref={ref} className="footer" data-testid="footer">
      {visible && (
        <Suspense fallback={null}>
          <FooterContent />
        </Suspense>
      )}
    </footer>
  )
}
