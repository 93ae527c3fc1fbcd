import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publishRelease } from '../../scripts/release/publish-release'
import { startStaticServer, type StaticServer } from '../../scripts/serve/static-server'

let site: string
let server: StaticServer

async function writeRelease(id: string) {
  const client = path.join(site, 'releases', id, 'client')
  await mkdir(path.join(client, 'assets'), { recursive: true })
  await mkdir(path.join(client, '_shell'), { recursive: true })
  await writeFile(path.join(client, 'index.html'), `<p>${id}</p>`)
  await writeFile(path.join(client, '404.html'), `<p>${id}: no page at /__not-found__</p>`)
  await writeFile(path.join(client, '_shell/index.html'), `<p>${id} shell</p>`)
  await writeFile(path.join(client, 'secret-of-' + id + '.html'), 'not an asset')
  await writeFile(path.join(client, `assets/chunk-${id}.js`), `// chunk of ${id}`)
}
const get = (url: string) =>
  fetch(server.url + url).then(async (r) => ({ status: r.status, body: await r.text() }))

describe('the static server over a site folder of releases', () => {
  beforeAll(async () => {
    site = await mkdtemp(path.join(tmpdir(), 'releases-'))
    await writeRelease('first')
    await publishRelease(site, 'first')
    server = await startStaticServer({
      root: path.join(site, 'client'),
      port: 0,
      backendOrigin: 'http://127.0.0.1:4555',
    })
  })
  afterAll(async () => {
    await server.close()
    await rm(site, { recursive: true, force: true })
  })

  it('serves the release that is live at each request', async () => {
    expect(await get('/')).toEqual({ status: 200, body: '<p>first</p>' })
    await writeRelease('second')
    await publishRelease(site, 'second')
    expect(await get('/')).toEqual({ status: 200, body: '<p>second</p>' })
    expect((await get('/nothing-here')).body).toBe('<p>second: no page at /nothing-here</p>')
  })

  it("answers an earlier release's hashed chunks, so a page opened before the redeploy keeps working", async () => {
    expect(await get('/assets/chunk-first.js')).toEqual({ status: 200, body: '// chunk of first' })
    expect(await get('/assets/chunk-second.js')).toEqual({ status: 200, body: '// chunk of second' })
    expect((await get('/assets/chunk-never.js')).status).toBe(404)
  })

  it('serves nothing else of an earlier release, nor anything outside it', async () => {
    expect((await get('/secret-of-first.html')).status).toBe(404)
    for (const probe of [
      '/assets/../secret-of-first.html',
      '/assets/%2e%2e/secret-of-first.html',
      '/assets/..%2fsecret-of-first.html',
      '/assets/%2e%2e%2f%2e%2e%2ffirst/client/index.html',
    ]) {
      const answer = await get(probe)
      expect(answer.body, probe).not.toContain('not an asset')
      expect(answer.body, probe).not.toBe('<p>first</p>')
    }
  })
})
