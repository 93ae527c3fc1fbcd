import type { ActionResult } from '../../domain/shop'
import { useResultMessage } from '../../components/form'

/** The message of a failed action in the shopper's language (the backend's own text when it has no key). */
export function useActionMessage(): (result: ActionResult | null) => string | null {
  return useResultMessage()
}
