import { useT } from '../../i18n/useT'
import type { CheckoutFormState } from './useCheckoutForm'
import type { FieldErrors } from './checkout-validation'
import { TextField } from './TextField'
import { useFieldError } from './useFieldError'

/** "Create an account?" for a guest: a username and a password, sent with the order. */
export function AccountFields({ state, errors }: { state: CheckoutFormState; errors: FieldErrors }) {
  const { t } = useT()
  const errorOf = useFieldError(errors)
  const { form, set } = state
  return (
    <div className="checkout-account">
      <label className="checkout-check">
        <input
          type="checkbox"
          name="createAccount"
          data-testid="create-account"
          checked={form.createAccount}
          onChange={(event) => set('createAccount', event.target.checked)}
        />
        {t('checkout.createAccount')}
      </label>
      {form.createAccount && (
        <div className="address-fields">
          <TextField
            path="username"
            label={t('checkout.accountUsername')}
            required
            className="is-half"
            autoComplete="username"
            value={form.username}
            onValue={(value) => set('username', value)}
            error={errorOf('username', t('checkout.accountUsername'))}
          />
          <TextField
            path="password"
            label={t('checkout.accountPassword')}
            required
            className="is-half"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onValue={(value) => set('password', value)}
            error={errorOf('password', t('checkout.accountPassword'))}
          />
        </div>
      )}
    </div>
  )
}
