import { sql, type Db } from '../db/database'

export interface Mail {
  id: number
  recipient: string
  subject: string
  body: string
  link: string | null
  created: string
}

/** Mail is never sent: it is stored here, readable at `GET /_outbox`, and announced on the console. */
export function sendMail(db: Db, mail: Omit<Mail, 'id' | 'created'>, quiet: boolean): void {
  sql(db, 'INSERT INTO outbox (recipient, subject, body, link, created) VALUES (?, ?, ?, ?, ?)').run(
    mail.recipient,
    mail.subject,
    mail.body,
    mail.link,
    new Date().toISOString(),
  )
  if (!quiet)
    console.info(`[outbox] "${mail.subject}" to ${mail.recipient}${mail.link ? `: ${mail.link}` : ''}`)
}

export function listMail(db: Db, recipient?: string | null): Mail[] {
  if (recipient) {
    return sql(db, 'SELECT * FROM outbox WHERE recipient = ? COLLATE NOCASE ORDER BY id DESC').all(
      recipient,
    ) as Mail[]
  }
  return sql(db, 'SELECT * FROM outbox ORDER BY id DESC LIMIT 200').all() as Mail[]
}
