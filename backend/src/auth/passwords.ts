import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto'

const KEY_LENGTH = 32
const COST = 16384

/** `scrypt$<cost>$<salt>$<hash>` (hex). */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16)
  const hash = scryptSync(password, salt, KEY_LENGTH, { N: COST })
  return `scrypt$${COST}$${salt.toString('hex')}$${hash.toString('hex')}`
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const hash = await derive(password, salt, COST)
  return `scrypt$${COST}$${salt.toString('hex')}$${hash.toString('hex')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false
  const expected = Buffer.from(hash, 'hex')
  const actual = await derive(password, Buffer.from(salt, 'hex'), Number(cost))
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { N: cost }, (err, key) => (err ? reject(err) : resolve(key))),
  )
}
