import { FormMessage, SubmitButton, useSubmit } from '../../components/form'
import type { ActionResult } from '../../domain/shop'
import { useT } from '../../i18n/useT'

export type UpdateState = 'idle' | 'updating' | 'updated' | 'failed'

/** An account form's send: 'Updating', then 'Updated successfully' or 'Failed to update' (with the reason). */
export function useUpdate() {
  const submission = useSubmit<ActionResult>()
  const { busy, result } = submission
  const state: UpdateState = busy ? 'updating' : !result ? 'idle' : result.success ? 'updated' : 'failed'
  return {
    state,
    result,
    /** A change to the form: the last outcome no longer describes it. */
    edited: submission.clear,
    send: (action: () => Promise<ActionResult>) => submission.submit(action),
    refuse: submission.refuse,
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
      <SubmitButton
        className={`button button-primary update-${state}`}
        busy={state === 'updating'}
        label={label}
        testId={testId}
        data-state={state}
      />
      <p className="sr-status" role="status" aria-live="polite">
        {state === 'updated' || state === 'failed' ? label : ''}
      </p>
      <FormMessage tone="error" testId={`${testId}-reason`}>
        {state === 'failed' && reason}
      </FormMessage>
    </>
  )
}
