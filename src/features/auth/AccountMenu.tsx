import './auth.css'
import { useState } from 'react'
import { useT } from '../../i18n/useT'
import { useAuthState } from './auth-state'
import { Icon } from '../../components/ui/Icon'
import { useMenuButton } from '../../components/menu/useMenuButton'
import { useViewer } from './useViewer'

/** The header's live account part: 'Sign In' for a guest, the avatar with its dropdown when signed in. */
export function AccountMenu() {
  const { t } = useT()
  const viewer = useViewer()
  const pending = useAuthState((s) => s.isPending)
  const logout = useAuthState((s) => s.logout)
  const menu = useMenuButton()
  // An avatar that cannot load (offline, blocked by the page's image policy) gives way to the initial.
  const [avatarFailed, setAvatarFailed] = useState(false)
  if (!viewer) {
    return (
      <a href="/my-account" className="header-account" data-testid="header-account">
        <Icon name="user" />
        <span className="header-account-label">{t('nav.signIn')}</span>
      </a>
    )
  }
  // SPEC: the sign-in link shows the username (the first name is only the account page's greeting).
  const name = viewer.username
  return (
    <div className="account-menu" ref={menu.rootRef} onMouseLeave={() => menu.close(false)}>
      <button type="button" className="header-account" data-testid="header-account" {...menu.buttonProps}>
        {viewer.avatarUrl && !avatarFailed ? (
          <img
            className="avatar"
            src={viewer.avatarUrl}
            alt=""
            width={28}
            height={28}
            onError={() => setAvatarFailed(true)}
          />
        ) : (
          <span className="avatar avatar-initial" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className="header-account-label" data-testid="header-username">
          {name}
        </span>
      </button>
      {menu.open && (
        <ul className="account-dropdown" {...menu.menuProps}>
          <li role="none">
            <a role="menuitem" href="/my-account?tab=wishlist">
              {t('nav.wishlist')}
            </a>
          </li>
          <li role="none">
            <a role="menuitem" href="/my-account">
              {t('nav.myAccount')}
            </a>
          </li>
          <li role="none">
            <button role="menuitem" type="button" disabled={pending} onClick={() => void logout()}>
              {pending && <span className="spinner" aria-hidden="true" />}
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  )
}
