import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * The client and server bundles, built by `vike build` (Vite + the Vike plugin) in a child process, so the
 * prerender that follows runs against the production build only. Prerendering is ours, not Vike's.
 */
export async function buildBundles(distDir: string, env: Record<string, string | undefined>): Promise<void> {
  // Vike resolves outDir against the project root, so it must be a folder inside the project.
  const outDir = path.relative(process.cwd(), distDir)
  if (outDir.startsWith('..') || path.isAbsolute(outDir)) {
    throw new Error(`The output folder must be inside the project: ${distDir}`)
  }
  const vikeBin = vikeCli()
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [vikeBin, 'build'], {
      stdio: 'inherit',
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
