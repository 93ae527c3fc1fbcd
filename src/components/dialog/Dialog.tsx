import { useId, type ElementType, type HTMLAttributes, type ReactNode } from 'react'
import { useT } from '../../i18n/useT'
import { Icon } from '../ui/Icon'
import { useModalDialog } from './useModalDialog'

/**
 * The shell of a modal panel (the cart, the phone menu, the phone filters; behaviour: useModalDialog). While `open`:
 * the backdrop (class and test id `backdrop`; a tap closes) and the panel as a dialog named by its title. Closed, the
 * panel stays in the page, hidden by its CSS or shown as a sidebar (the filter panel). Classes: `name`, and
 * `is-open ${name}-open` while open; `${name}-head` holds the title (a `titleTag`), the `head` controls and the
 * close button `${name}-close`, which takes focus on opening. The other attributes go on the panel (an `as`).
 */
export function Dialog({
  name,
  open,
  onClose,
  title,
  head,
  backdrop = 'overlay',
  as: Panel = 'div',
  titleTag: Title = 'h2',
  children,
  ...attributes
}: {
  name: string
  open: boolean
  onClose: () => void
  title: ReactNode
  head?: ReactNode
  backdrop?: string
  as?: ElementType
  titleTag?: ElementType
} & Omit<HTMLAttributes<HTMLElement>, 'title'>) {
  const { t } = useT()
  const ref = useModalDialog<HTMLElement>(open, onClose)
  const titleId = useId()
  return (
    <>
      {open && (
        <div
          className={backdrop}
          data-testid={backdrop}
          data-dialog-backdrop=""
          aria-hidden="true"
          onClick={onClose}
        />
      )}
      <Panel
        {...attributes}
        ref={ref}
        className={`${name} ${open ? `is-open ${name}-open` : ''}`}
        role={open ? 'dialog' : undefined}
        aria-modal={open || undefined}
        aria-labelledby={titleId}
        tabIndex={open ? -1 : undefined}
      >
        <div className={`${name}-head`}>
          <Title id={titleId}>{title}</Title>
          {head}
          <button
            type="button"
            className={`icon-button ${name}-close`}
            aria-label={t('nav.close')}
            onClick={onClose}
            data-autofocus=""
          >
            <Icon name="close" />
          </button>
        </div>
        {children}
      </Panel>
    </>
  )
}
