import { useT } from '../../i18n/useT'

/** A field's label with its required star or '(optional)', as the checkout and the account's addresses show them. */
export function FieldLabel({ label, required }: { label: string; required: boolean }) {
  const { t } = useT()
  return (
    <>
      {label}
      {required ? (
        <abbr className="field-required" title={t('checkout.required')}>
          {' *'}
        </abbr>
      ) : (
        <span className="field-optional"> {t('checkout.optional')}</span>
      )}
    </>
  )
}
