import { sql, type Db } from './database'

export interface Mail {
  id: number
  recipient: string
  subject: string
  body: string
  link: string | null
  created: string
}

export function insertMail(db: Db, mail: Omit<Mail, 'id'>): void {
  sql(db, 'INSERT INTO outbox (recipient, subject, body, link, created) VALUES (?, ?, ?, ?, ?)').run(
    mail.recipient,
    mail.subject,
    mail.body,
    mail.link,
    mail.created,
  )
}

/** Newest first: every mail to `recipient`, or the last 200 to anyone. */
export function listMail(db: Db, recipient?: string | null): Mail[] {
  if (recipient) {
    return sql(db, 'SELECT * FROM outbox WHERE recipient = ? COLLATE NOCASE ORDER BY id DESC').all(
      recipient,
    ) as Mail[]
  }
  return sql(db, 'SELECT * FROM outbox ORDER BY id DESC LIMIT 200').all() as Mail[]
}
