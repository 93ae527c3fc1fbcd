import { spawn } from 'node:child_process'
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/** Lines of the bundler's log printed when it fails (the whole log stays in the file). */
const FAILURE_TAIL = 40

/**
 * The client and server bundles, built by `vike build` (Vite + the Vike plugin) in a child process, so the
 * prerender that follows runs against the production build only. Prerendering is ours, not Vike's.
 *
 * Vite lists every chunk it writes (over a hundred lines): that goes to `<dist>/bundles.log`, and the build prints
 * one line saying where, or the log's end when the bundler fails. BUILD_VERBOSE=1 prints it all as it comes.
 */
export async function buildBundles(distDir: string, env: Record<string, string | undefined>): Promise<void> {
  // Vike resolves outDir against the project root, so it must be a folder inside the project.
  const outDir = path.relative(process.cwd(), distDir)
  if (outDir.startsWith('..') || path.isAbsolute(outDir)) {
    throw new Error(`The output folder must be inside the project: ${distDir}`)
  }
  const verbose = env.BUILD_VERBOSE === '1'
  const logFile = path.join(distDir, 'bundles.log')
  let log: number | null = null
  if (!verbose) {
    mkdirSync(distDir, { recursive: true })
    log = openSync(logFile, 'w')
  }
  const started = performance.now()
  try {
    await runVikeBuild(outDir, env, log === null ? 'inherit' : ['ignore', log, log])
  } catch (error) {
    if (log !== null) {
      const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n')
      console.error(lines.slice(-FAILURE_TAIL).join('\n'))
    }
    throw error
  } finally {
    if (log !== null) closeSync(log)
  }
  if (log !== null)
    console.info(
      `Bundles built in ${((performance.now() - started) / 1000).toFixed(1)} s (the bundler's log: ${path.relative(process.cwd(), logFile)})`,
    )
}

async function runVikeBuild(
  outDir: string,
  env: Record<string, string | undefined>,
  stdio: 'inherit' | ['ignore', number, number],
): Promise<void> {
  const vikeBin = vikeCli()
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [vikeBin, 'build'], {
      stdio,
      // Always a production build: Vite keeps a NODE_ENV it finds (a test runner's `test`), and with it React's
      // development build, which is not what ships.
      env: {
        ...process.env,
        ...env,
        NODE_ENV: 'production',
        DIST_DIR: outDir,
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      },
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vike build failed (exit code ${code})`)),
    )
  })
}

/** The `vike` command's script, found from the installed package (its package.json is not exported). */
function vikeCli(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('vike/plugin'))
  while (path.basename(dir) !== 'vike' && path.dirname(dir) !== dir) dir = path.dirname(dir)
  return path.join(dir, 'bin.js')
}
