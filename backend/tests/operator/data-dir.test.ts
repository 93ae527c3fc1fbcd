import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { DataDirError } from '../../src/db/data-dir-error'
import { openDatabase } from '../../src/db/database'

const run = promisify(execFile)

/** A folder path with a file in its way, the mistake anyone can make (root may write anywhere, so no chmod). */
function pathThroughAFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'data-dir-'))
  writeFileSync(path.join(dir, 'shop'), 'not a folder')
  return path.join(dir, 'shop', 'data')
}

describe('a data directory that cannot hold the shop', () => {
  it('is a DataDirError naming the folder, the reason and what to do', () => {
    const dataDir = pathThroughAFile()
    let error: unknown
    try {
      openDatabase(dataDir)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(DataDirError)
    expect((error as Error).message).toBe(
      `The data directory ${dataDir} cannot hold the shop's database: a file is in the way of a folder on that ` +
        'path. Pass --data-dir (BACKEND_DATA_DIR for npm start) a folder this user can create and write.',
    )
  })

  it('stops the backend with that one line and exit code 2, no stack trace', async () => {
    const dataDir = pathThroughAFile()
    const failed = await run(
      process.execPath,
      ['--import', 'tsx', 'backend/src/main.ts', '--port', '0', '--data-dir', dataDir],
      { env: { ...process.env, NODE_ENV: 'production' } },
    ).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    )
    expect(failed?.code).toBe(2)
    expect(failed?.stderr.trim().split('\n')).toEqual([
      expect.stringContaining(`The data directory ${dataDir}`),
    ])
    expect(failed?.stderr).not.toMatch(/\n\s+at /)
  }, 30_000)

  it('stops the backend in one line for a port that is not one', async () => {
    const failed = await run(process.execPath, [
      '--import',
      'tsx',
      'backend/src/main.ts',
      '--port',
      '70000',
    ]).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failed?.code).toBe(2)
    expect(failed?.stderr.trim()).toBe('--port must be a port number, got "70000"')
  }, 30_000)
})
