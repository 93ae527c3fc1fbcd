/**
 * The data directory cannot hold the shop (a file in the way, no permission, a read-only disk): an operator's
 * setting, said in one line that names the folder and what to do, never a stack trace (main.ts prints the message).
 */
export class DataDirError extends Error {
  constructor(dataDir: string, cause: unknown) {
    super(
      `The data directory ${dataDir} cannot hold the shop's database: ${reasonOf(cause)}. ` +
        'Pass --data-dir (BACKEND_DATA_DIR for npm start) a folder this user can create and write.',
      { cause },
    )
    this.name = 'DataDirError'
  }
}

const REASONS: Record<string, string> = {
  ENOTDIR: 'a file is in the way of a folder on that path',
  EEXIST: 'a file is in the way of a folder on that path',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  ENOENT: 'a folder on that path cannot be created',
  SQLITE_CANTOPEN: 'its database file cannot be opened',
  SQLITE_READONLY: 'the folder or its database file is read-only',
  SQLITE_NOTADB: 'shop.sqlite in it is not a SQLite database',
}

function reasonOf(cause: unknown): string {
  const code = (cause as { code?: unknown } | null)?.code
  if (typeof code === 'string' && REASONS[code]) return REASONS[code]
  return cause instanceof Error ? cause.message : String(cause)
}
