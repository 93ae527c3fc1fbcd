/**
 * An account the requester may not read: what WooGraphQL's registerCustomer answers to an anonymous client
 * (registerCustomer-ok). The customer shows its id and nothing else; the user shows nothing, so selecting its
 * non-null id fails with "Internal server error" at `viewer.id`.
 */
export interface UnreadableAccount {
  unreadable: true
  userId: number
}

export const unreadableAccount = (userId: number): UnreadableAccount => ({ unreadable: true, userId })

const isUnreadable = (value: unknown): value is UnreadableAccount =>
  typeof value === 'object' && value !== null && 'unreadable' in value

type Field = (source: never, ...rest: never[]) => unknown

/**
 * The type's resolvers, each answering null for an unreadable account unless `visible` gives that field's value
 * (fields without a resolver read nothing from it either).
 */
export function hidingUnreadable<T extends Record<string, Field>>(
  fields: T,
  visible: Partial<Record<keyof T, (account: UnreadableAccount) => unknown>> = {},
): T {
  return Object.fromEntries(
    Object.entries(fields).map(([name, resolve]) => [
      name,
      (source: unknown, ...rest: unknown[]) =>
        isUnreadable(source)
          ? (visible[name as keyof T]?.(source) ?? null)
          : (resolve as (...args: unknown[]) => unknown)(source, ...rest),
    ]),
  ) as unknown as T
}
