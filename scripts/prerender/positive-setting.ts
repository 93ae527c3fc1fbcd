/**
 * A build setting that must be a positive number (`integer`: a whole one), read from the environment or a flag:
 * undefined when unset or blank, else the number, else an error naming the setting, so a typo stops the build at once
 * instead of quietly building with a default.
 */
export function readPositiveSetting(
  name: string,
  raw: string | undefined,
  integer: boolean,
): number | undefined {
  const text = raw?.trim()
  if (!text) return undefined
  const value = Number(text)
  if (!(value > 0) || !Number.isFinite(value) || (integer && !Number.isInteger(value)))
    throw new Error(`${name} must be a positive ${integer ? 'whole ' : ''}number, not "${text}"`)
  return value
}
