import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

const LOCK = 'rebuild-service.pid'

/**
 * Claims a site folder for one rebuild service: two would build over each other. A lock left by a service that is
 * no longer running is taken over. Returns the release.
 */
export async function claimSiteFolder(siteDir: string): Promise<() => Promise<void>> {
  const file = path.join(siteDir, LOCK)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' })
      return () => rm(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number(await readFile(file, 'utf8').catch(() => ''))
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid))
        throw new Error(`Another rebuild service (process ${pid}) serves ${siteDir}: one at a time`)
      await rm(file, { force: true })
    }
  }
  throw new Error(`Could not claim ${siteDir} for the rebuild service`)
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
