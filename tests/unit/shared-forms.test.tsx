import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  addressLines,
  autoCompleteOf,
  countryName,
  fieldsOf,
  inputTypeOf,
  NamedOptions,
} from '../../src/components/address'
import { FormMessage, InputField, SelectField, SubmitButton, TextareaField } from '../../src/components/form'
import { emptyAddress } from '../../src/features/checkout/checkout-form'

const noop = () => {}

describe('the shared form parts', () => {
  it('a stacked field: a wrapper, <label for>, the control, and the error line it is described by', () => {
    const html = renderToStaticMarkup(
      <InputField
        id="checkout-billing-city"
        name="billing.city"
        className="form-field is-half"
        label="Town / City"
        error="Town / City is required."
        errorLine={{ testId: 'field-error' }}
        value=""
        onValue={noop}
      />,
    )
    expect(html).toBe(
      '<div class="form-field is-half"><label for="checkout-billing-city">Town / City</label>' +
        '<input id="checkout-billing-city" name="billing.city" aria-invalid="true" ' +
        'aria-describedby="checkout-billing-city-error" value=""/>' +
        '<p class="field-error" id="checkout-billing-city-error" data-testid="field-error">Town / City is required.</p></div>',
    )
  })

  it('an inline field: the control inside its label, no aria-invalid and no error line while valid', () => {
    expect(
      renderToStaticMarkup(<InputField label="Username" name="username" value="ada" onValue={noop} />),
    ).toBe('<label>Username<input name="username" value="ada"/></label>')
  })

  it('an error line inside the label or after it, with the id the form gives', () => {
    const style = {
      errorId: 'review-content-error',
      errorLine: { as: 'span', className: 'form-error' },
    } as const
    const after = renderToStaticMarkup(
      <TextareaField
        label="Your review"
        {...style}
        error="Required"
        errorAfterLabel
        value=""
        onValue={noop}
      />,
    )
    expect(after).toBe(
      '<label>Your review<textarea aria-invalid="true" aria-describedby="review-content-error"></textarea></label>' +
        '<span class="form-error" id="review-content-error">Required</span>',
    )
    const select = renderToStaticMarkup(
      <SelectField label="Country" name="country" value="NG" onValue={noop}>
        <NamedOptions options={[{ code: 'NG', name: 'Nigeria' }]} />
      </SelectField>,
    )
    expect(select).toBe(
      '<label>Country<select name="country"><option value="NG" selected="">Nigeria</option></select></label>',
    )
  })

  it('a form message: an alert for an error, a status for a note, nothing when empty', () => {
    expect(
      renderToStaticMarkup(
        <FormMessage tone="error" testId="login-error">
          No
        </FormMessage>,
      ),
    ).toBe('<p class="form-error" role="alert" data-testid="login-error">No</p>')
    expect(renderToStaticMarkup(<FormMessage tone="status">Sent</FormMessage>)).toBe(
      '<p class="form-success" role="status">Sent</p>',
    )
    expect(renderToStaticMarkup(<FormMessage tone="plain">{false}</FormMessage>)).toBe('')
  })

  it('a busy button is disabled, spins and says so', () => {
    const button = (busy: boolean) =>
      renderToStaticMarkup(
        <SubmitButton busy={busy} label="Log in" busyLabel="Logging in" testId="login-submit" />,
      )
    expect(button(false)).toBe(
      '<button type="submit" class="button button-primary" data-testid="login-submit">Log in</button>',
    )
    expect(button(true)).toBe(
      '<button type="submit" class="button button-primary" disabled="" data-testid="login-submit">' +
        '<span class="spinner" aria-hidden="true"></span>Logging in</button>',
    )
  })
})

describe('addresses in one place', () => {
  it('the field table: shipping has no email or phone; autofill hints and input types', () => {
    expect(fieldsOf('shipping')).not.toContain('email')
    expect(fieldsOf('billing')).toEqual(expect.arrayContaining(['email', 'phone']))
    expect(autoCompleteOf('billing', 'firstName')).toBe('billing given-name')
    expect([inputTypeOf('email'), inputTypeOf('phone'), inputTypeOf('city')]).toEqual([
      'email',
      'tel',
      'text',
    ])
  })

  it('names countries in the language asked, and prints an address as a receipt does', () => {
    expect(countryName('DE', 'de_DE')).toBe('Deutschland')
    expect(countryName('Atlantis', 'en_US')).toBe('Atlantis')
    const address = {
      ...emptyAddress(),
      firstName: 'Ada',
      lastName: 'Obi',
      address1: '1 Marina',
      city: 'Lagos',
    }
    expect(addressLines({ ...address, postcode: '101001' }, 'Lagos', 'en-US')).toEqual([
      'Ada Obi',
      '1 Marina',
      'Lagos, Lagos 101001',
      'Nigeria',
    ])
  })
})
