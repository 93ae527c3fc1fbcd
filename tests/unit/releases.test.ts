import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { replaceFile } from '../../payloads/replace-file'
import { publishRelease, pruneReleases } from '../../scripts/release/publish-release'
import { liveReleaseId } from '../../scripts/release/release-folders'
import { discardRelease, stageRelease } from '../../scripts/release/stage-release'

let site: string
let publicDir: string

/** A release folder as a build leaves it: a page, a payload, a bundle and the render bundle. */
async function writeRelease(id: string, page = `<p>${id}</p>`) {
  const client = path.join(site, 'releases', id, 'client')
  await mkdir(path.join(client, 'assets'), { recursive: true })
  await mkdir(path.join(client, 'product/desk'), { recursive: true })
  await mkdir(path.join(site, 'releases', id, 'server'), { recursive: true })
  await writeFile(path.join(client, 'index.html'), page)
  await writeFile(path.join(client, 'product/desk/_payload.json'), `{"build":"${id}"}`)
  await writeFile(path.join(client, `assets/entry-${id}.js`), `// ${id}`)
  await writeFile(path.join(client, 'favicon.svg'), '<svg/>')
  await writeFile(path.join(site, 'releases', id, 'server/entry.mjs'), `export const id = '${id}'`)
}
const read = (file: string) => readFile(path.join(site, file), 'utf8')

beforeEach(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'site-'))
  publicDir = path.join(site, '..', `${path.basename(site)}-public`)
  await mkdir(publicDir, { recursive: true })
  await writeFile(path.join(publicDir, 'favicon.svg'), '<svg/>')
})
afterEach(async () => {
  await rm(site, { recursive: true, force: true })
  await rm(publicDir, { recursive: true, force: true })
})

describe('publishing a release', () => {
  it('points client and server at the new release through one link, and back again', async () => {
    await writeRelease('a')
    await publishRelease(site, 'a')
    expect(await read('client/index.html')).toBe('<p>a</p>')
    expect(await readlink(path.join(site, 'current'))).toBe('releases/a')
    expect((await lstat(path.join(site, 'client'))).isSymbolicLink()).toBe(true)

    await writeRelease('b')
    await publishRelease(site, 'b')
    expect(await read('client/index.html')).toBe('<p>b</p>')
    expect(await read('server/entry.mjs')).toContain("'b'")
    expect(await liveReleaseId(site)).toBe('b')
    // Rolling back is publishing the earlier release again.
    await publishRelease(site, 'a')
    expect(await read('client/index.html')).toBe('<p>a</p>')
  })

  it('takes a folder built before releases in as a release of its own, named by its build', async () => {
    await mkdir(path.join(site, 'client/builds'), { recursive: true })
    await mkdir(path.join(site, 'server'), { recursive: true })
    await writeFile(path.join(site, 'client/index.html'), '<p>old layout</p>')
    await writeFile(path.join(site, 'client/builds/latest.json'), '{"id":"old-build","timestamp":1}')
    await writeRelease('new')
    await publishRelease(site, 'new')
    expect(await read('client/index.html')).toBe('<p>new</p>')
    expect(await read('releases/old-build/client/index.html')).toBe('<p>old layout</p>')
  })

  it('never adopts a folder built before releases over a kept release of the same build id', async () => {
    await writeRelease('same-id')
    await mkdir(path.join(site, 'client/builds'), { recursive: true })
    await writeFile(path.join(site, 'client/index.html'), '<p>old layout</p>')
    await writeFile(path.join(site, 'client/builds/latest.json'), '{"id":"same-id","timestamp":1}')
    await writeRelease('new')
    await publishRelease(site, 'new')
    expect(await read('releases/same-id/client/index.html')).toBe('<p>same-id</p>')
    const adopted = (await readdir(path.join(site, 'releases'))).filter((id) => id.startsWith('unversioned-'))
    expect(adopted).toHaveLength(1)
    expect(await read(`releases/${adopted[0]}/client/index.html`)).toBe('<p>old layout</p>')
  })

  it('refuses a release that does not exist, and leaves the live one', async () => {
    await writeRelease('a')
    await publishRelease(site, 'a')
    await expect(publishRelease(site, 'missing')).rejects.toThrow(/no release missing/)
    await expect(publishRelease(site, '../a')).rejects.toThrow(/build id/)
    expect(await read('client/index.html')).toBe('<p>a</p>')
  })
})

describe('keeping releases', () => {
  it('keeps the live release and the newest earlier ones, and builds never published for a day', async () => {
    for (const id of ['r1', 'r2', 'r3', 'r4']) {
      await writeRelease(id)
      await publishRelease(site, id)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    await publishRelease(site, 'r1') // a rollback: r1 live, published last
    await writeRelease('building') // a build in progress
    await writeRelease('stopped') // a build that stopped a day ago
    const dayAgo = new Date(Date.now() - 25 * 3600_000)
    await utimes(path.join(site, 'releases/stopped'), dayAgo, dayAgo)

    const removed = await pruneReleases(site, 3)
    expect(removed.sort()).toEqual(['r2', 'stopped'])
    expect((await readdir(path.join(site, 'releases'))).sort()).toEqual(['building', 'r1', 'r3', 'r4'])
    expect(await read('client/index.html')).toBe('<p>r1</p>')
  })
})

describe('staging a release', () => {
  beforeEach(async () => {
    await writeRelease('live')
    await publishRelease(site, 'live')
  })

  it('starts an incremental release from links to the live one, which a replaced file leaves untouched', async () => {
    const staged = await stageRelease(site, 'next', 'everything', publicDir)
    const page = path.join(staged, 'client/index.html')
    expect(await readFile(page, 'utf8')).toBe('<p>live</p>')
    expect((await lstat(page)).nlink).toBe(2) // shared, not copied
    await replaceFile(page, '<p>next</p>')
    expect(await readFile(page, 'utf8')).toBe('<p>next</p>')
    expect(await read('client/index.html')).toBe('<p>live</p>')
  })

  it('takes only the bundles for a build that reuses them', async () => {
    const staged = await stageRelease(site, 'next', 'bundles', publicDir)
    expect((await readdir(path.join(staged, 'client'))).sort()).toEqual(['assets', 'favicon.svg'])
    expect(await readFile(path.join(staged, 'server/entry.mjs'), 'utf8')).toContain("'live'")
  })

  it('never writes into the live release, and clears what a stopped build of the same id left', async () => {
    await expect(stageRelease(site, 'live', 'empty', publicDir)).rejects.toThrow(/live release/)
    await writeRelease('again')
    const staged = await stageRelease(site, 'again', 'empty', publicDir)
    await expect(readdir(staged)).rejects.toThrow()
    await discardRelease(site, 'live')
    expect(await read('client/index.html')).toBe('<p>live</p>')
  })

  it('needs a built site to start from', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'empty-site-'))
    await expect(stageRelease(empty, 'x', 'everything', publicDir)).rejects.toThrow(/holds no build/)
    await rm(empty, { recursive: true, force: true })
  })
})
