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

export const isUnreadable = (value: object): value is UnreadableAccount => 'unreadable' in value

/** The parent itself when the requester may read it, else null (the field then answers null). */
export const readable = <T extends object>(parent: T | UnreadableAccount): T | null =>
  isUnreadable(parent) ? null : parent
