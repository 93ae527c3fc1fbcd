import type { Db } from '../db/database'
import { insertMail, type Mail } from '../db/mail'

export { listMail, type Mail } from '../db/mail'

/** Where a sent mail is announced: nowhere when quiet; its link (a reset key) only where the outbox is served. */
export interface MailOutput {
  quiet: boolean
  /** Development mode (see outbox-policy.ts): the mail's link may be printed, as `GET /_outbox` shows it anyway. */
  outbox: boolean
}

/** What stands in a kept mail for its link outside development. */
export const WITHHELD_LINK = '[link withheld: the outbox keeps no secrets outside development]'

/**
 * Mail is never sent: it is stored here, readable at `GET /_outbox` in development, and announced on the console.
 * A link carries a secret (a password-reset key and login): outside development (where no one can read the outbox)
 * the mail is kept without it, in its body as in its link column, so a copy of the database or a backup gives no
 * way into an account; and the log says only that a mail was sent.
 */
export function sendMail(db: Db, mail: Omit<Mail, 'id' | 'created'>, output: MailOutput): void {
  const kept =
    output.outbox || !mail.link
      ? mail
      : { ...mail, body: mail.body.split(mail.link).join(WITHHELD_LINK), link: null }
  insertMail(db, { ...kept, created: new Date().toISOString() })
  if (output.quiet) return
  const link = output.outbox && mail.link ? `: ${mail.link}` : ''
  console.info(`[outbox] "${mail.subject}" sent${link}`)
}
