import './auth.css'
import { usePageContext } from '../../../renderer/usePageContext'
import { InvalidResetLink, NewPasswordForm } from './NewPasswordForm'
import { resetLinkMayBeValid } from './reset-link-check'
import { ResetRequestForm } from './ResetRequestForm'

/**
 * /my-account/lost-password: the reset request, or with the mail's `?key=…&login=…` the new-password form — unless
 * the link is already known to be invalid, which is said at once (as WooCommerce does when the page opens).
 */
export function LostPasswordScreen() {
  const { key, login } = usePageContext().urlParsed.search
  if (key === undefined && login === undefined) return <ResetRequestForm />
  return key && login && resetLinkMayBeValid(login, key) ? (
    <NewPasswordForm resetKey={key} login={login} />
  ) : (
    <InvalidResetLink />
  )
}
