import FooterContent from './FooterContent'

/**
 * The footer, in the prerendered HTML: on a short page (checkout, account) it is in the first screen, and
 * drawing it only after a script loaded would make it the page's late largest paint and shift the layout.
 */
export function Footer() {
  return (
    <footer className="footer" data-testid="footer">
      <FooterContent />
    </footer>
  )
}
