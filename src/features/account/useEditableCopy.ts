import { useCallback, useEffect, useState } from 'react'

/**
 * A form's copy of saved data: it follows the saved data until the shopper types, then keeps what they typed.
 * `edited` hears of every change (the last outcome no longer describes the form).
 */
export function useEditableCopy<T extends object>(saved: T | null, empty: T, edited: () => void) {
  const [form, setForm] = useState<T>(saved ?? empty)
  const [touched, setTouched] = useState(false)
  useEffect(() => {
    if (saved && !touched) setForm(saved)
  }, [saved, touched])
  const change = useCallback(
    (field: keyof T, value: string) => {
      setTouched(true)
      edited()
      setForm((current) => ({ ...current, [field]: value }))
    },
    [edited],
  )
  return [form, change] as const
}
