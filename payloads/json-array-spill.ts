import {
  closeSync,
  createReadStream,
  createWriteStream,
  mkdirSync,
  openSync,
  rmSync,
  writeSync,
} from 'node:fs'
import { rename } from 'node:fs/promises'
import { dirname } from 'node:path'
import { pipeline } from 'node:stream/promises'

const FLUSH_CHARS = 1 << 20

/**
 * The elements of a JSON array, appended to a file as they come (a megabyte at a time), so that an array
 * with a row per product is never held in memory. `writeJson` then wraps them into the final file, byte for
 * byte what `JSON.stringify` would have written for the whole value.
 */
export class JsonArraySpill {
  private readonly fd: number
  private buffer: string[] = []
  private chars = 0
  private count = 0

  constructor(readonly file: string) {
    mkdirSync(dirname(file), { recursive: true })
    this.fd = openSync(file, 'w')
  }

  get length(): number {
    return this.count
  }

  push(value: unknown): void {
    const json = JSON.stringify(value)
    this.buffer.push(this.count++ ? `,${json}` : json)
    this.chars += json.length + 1
    if (this.chars >= FLUSH_CHARS) this.flush()
  }

  /**
   * Writes `target` as `prefix` + `[` + the elements + `]` + `suffix` (through a temporary name, so the file
   * is never seen half-written) and removes the spill file.
   */
  async writeJson(target: string, prefix: string, suffix: string): Promise<void> {
    this.flush()
    closeSync(this.fd)
    const partial = `${target}.partial`
    // The spill may live elsewhere (a temporary folder): the target's folder may not exist yet.
    mkdirSync(dirname(target), { recursive: true })
    const out = createWriteStream(partial)
    out.write(`${prefix}[`)
    await pipeline(createReadStream(this.file), out, { end: false })
    await new Promise<void>((resolve, reject) => out.end(`]${suffix}`, () => resolve()).once('error', reject))
    await rename(partial, target)
    rmSync(this.file, { force: true })
  }

  private flush(): void {
    if (this.buffer.length) writeSync(this.fd, this.buffer.join(''))
    this.buffer = []
    this.chars = 0
  }
}
