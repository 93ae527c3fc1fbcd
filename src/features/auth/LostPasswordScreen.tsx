import './auth.css'
import { usePageContext } from '../../../renderer/usePageContext'
import { NewPasswordForm } from './NewPasswordForm'
import { ResetRequestForm } from './ResetRequestForm'

/** /my-account/lost-password: the reset request, or with the mail's `?key=…&login=…` the new-password form. */
export function LostPasswordScreen() {
  const { key, login } = usePageContext().urlParsed.search
  return key && login ? <NewPasswordForm resetKey={key} login={login} /> : <ResetRequestForm />
}
