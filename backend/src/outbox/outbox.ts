import type { Db } from '../db/database'
import { insertMail, type Mail } from '../db/mail'

export { listMail, type Mail } from '../db/mail'

/** Mail is never sent: it is stored here, readable at `GET /_outbox`, and announced on the console. */
export function sendMail(db: Db, mail: Omit<Mail, 'id' | 'created'>, quiet: boolean): void {
  insertMail(db, { ...mail, created: new Date().toISOString() })
  if (!quiet)
    console.info(`[outbox] "${mail.subject}" to ${mail.recipient}${mail.link ? `: ${mail.link}` : ''}`)
}
