import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** Where the client build's module list per chunk is written, relative to the client output folder. */
export const CHUNK_REPORT_FILE = '.vite/chunk-modules.json'

export interface ChunkReport {
  /** Output file (e.g. `assets/chunks/chunk-X.js`) → its modules, project-relative, with rendered bytes. */
  [file: string]: { module: string; bytes: number; gzip: number }[]
}

/**
 * Writes which modules went into each client chunk, so that `npm run bench` can say what makes up a page's
 * first-load JavaScript. Build output only; nothing of it is served.
 */
export function chunkReport(): Plugin {
  let outDir = ''
  return {
    name: 'chunk-report',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    generateBundle(_options, bundle) {
      if (!outDir.endsWith('client')) return
      const report: ChunkReport = {}
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        report[chunk.fileName] = Object.entries(chunk.modules)
          .map(([id, info]) => ({
            module: shortName(id),
            bytes: info.renderedLength,
            gzip: info.code ? gzipSync(info.code).length : 0,
          }))
          .filter((m) => m.bytes > 0)
          .sort((a, b) => b.bytes - a.bytes)
      }
      mkdirSync(path.join(outDir, '.vite'), { recursive: true })
      writeFileSync(path.join(outDir, CHUNK_REPORT_FILE), JSON.stringify(report, null, 1))
    },
  }
}

function shortName(id: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '')
  const inModules = clean.lastIndexOf('node_modules/')
  if (inModules >= 0) return clean.slice(inModules + 'node_modules/'.length)
  return path.relative(process.cwd(), clean) || clean
}
