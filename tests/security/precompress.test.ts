import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { precompressDir, precompressFiles } from '../../scripts/serve/precompress'

const TEXT = Array.from({ length: 200 }, (_, i) => `<li>item ${i}</li>`).join('\n')

describe('the build precompresses the static output', () => {
  let root: string
  const at = (file: string) => path.join(root, file)
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'precompress-'))
    mkdirSync(at('assets'))
    writeFileSync(at('index.html'), TEXT)
    writeFileSync(at('assets/app.js'), TEXT)
    writeFileSync(at('tiny.json'), '1')
    writeFileSync(at('photo.png'), Buffer.alloc(2000, 1))
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('writes .br and .gz beside each compressible file that they make smaller, and only those', async () => {
    expect(await precompressDir(root)).toEqual({ compressed: 3 })
    for (const file of ['index.html', 'assets/app.js']) {
      expect(brotliDecompressSync(readFileSync(at(`${file}.br`))).toString()).toBe(TEXT)
      expect(gunzipSync(readFileSync(at(`${file}.gz`))).toString()).toBe(TEXT)
    }
    expect(existsSync(at('tiny.json.br'))).toBe(false)
    expect(existsSync(at('tiny.json.gz'))).toBe(false)
    expect(existsSync(at('photo.png.br'))).toBe(false)
  })

  it('recompresses a rewritten file, keeps fresh copies, and removes copies whose file is gone', async () => {
    await precompressDir(root)
    writeFileSync(at('index.html'), `${TEXT}\n<p>new</p>`)
    const later = new Date(Date.now() + 60_000)
    utimesSync(at('index.html'), later, later)
    rmSync(at('assets/app.js'))
    const { compressed } = await precompressDir(root)
    expect(brotliDecompressSync(readFileSync(at('index.html.br'))).toString()).toContain('<p>new</p>')
    // index.html, and tiny.json whose copies were never written (not smaller)
    expect(compressed).toBe(2)
    expect(existsSync(at('assets/app.js.br'))).toBe(false)
    expect(existsSync(at('assets/app.js.gz'))).toBe(false)
  })

  it('compresses only the files an incremental rebuild names, and removes the copies of those it removed', async () => {
    await precompressDir(root)
    writeFileSync(at('index.html'), `${TEXT}\n<p>new</p>`)
    writeFileSync(at('assets/app.js'), `${TEXT}\n// new`)
    const later = new Date(Date.now() + 60_000)
    for (const file of ['index.html', 'assets/app.js']) utimesSync(at(file), later, later)
    rmSync(at('tiny.json'))
    writeFileSync(at('tiny.json.br'), 'stale')
    expect(await precompressFiles(root, ['/index.html', 'tiny.json', 'photo.png'])).toEqual({ compressed: 1 })
    expect(brotliDecompressSync(readFileSync(at('index.html.br'))).toString()).toContain('<p>new</p>')
    // Not named: left as it was, for the next full build's walk of the folder.
    expect(brotliDecompressSync(readFileSync(at('assets/app.js.br'))).toString()).toBe(TEXT)
    expect(existsSync(at('tiny.json.br'))).toBe(false)
  })
})
