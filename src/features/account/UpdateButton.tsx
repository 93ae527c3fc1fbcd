import { useState } from 'react'
import type { ActionResult } from '../../domain/shop'
import { useT } from '../../i18n/useT'

export type UpdateState = 'idle' | 'updating' | 'updated' | 'failed'

/** An account form's send: 'Updating', then 'Updated successfully' or 'Failed to update' (with the reason). */
export function useUpdate() {
  const [state, setState] = useState<UpdateState>('idle')
  const [result, setResult] = useState<ActionResult | null>(null)
  return {
    state,
    result,
    /** A change to the form: the last outcome no longer describes it. */
    edited: () => state !== 'updating' && setState('idle'),
    async send(action: () => Promise<ActionResult>) {
      setState('updating')
      setResult(null)
      const outcome = await action()
      setResult(outcome)
      setState(outcome.success ? 'updated' : 'failed')
    },
    refuse(outcome: ActionResult) {
      setResult(outcome)
      setState('failed')
    },
  }
}

/** The form's button, whose label follows the update; the failure's reason goes below it. */
export function UpdateButton({
  state,
  reason,
  testId,
}: {
  state: UpdateState
  reason?: string | null
  testId: string
}) {
  const { t } = useT()
  const label = {
    idle: t('account.save'),
    updating: t('account.updating'),
    updated: t('account.updated'),
    failed: t('account.updateFailed'),
  }[state]
  return (
    <>
      <button
        type="submit"
        className={`button button-primary update-${state}`}
        disabled={state === 'updating'}
        data-testid={testId}
        data-state={state}
      >
        {state === 'updating' && <span className="spinner" aria-hidden="true" />}
        {label}
      </button>
      <p className="sr-status" role="status" aria-live="polite">
        {state === 'updated' || state === 'failed' ? label : ''}
      </p>
      {state === 'failed' && reason && (
        <p className="form-error" role="alert" data-testid={`${testId}-reason`}>
          {reason}
        </p>
      )}
    </>
  )
}
