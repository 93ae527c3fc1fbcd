import { build } from 'vike/api'

/** The client and server bundles, built by Vite with the Vike plugin (prerendering is ours, not Vike's). */
export async function buildBundles(distDir: string, env: Record<string, string | undefined>): Promise<void> {
  const previous = { ...process.env }
  Object.assign(process.env, env)
  try {
    await build({ viteConfig: { logLevel: 'warn', build: { outDir: distDir } } })
  } finally {
    process.env = previous
  }
}
