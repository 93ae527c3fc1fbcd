import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBackend, type RunningBackend } from '../../../backend/src/index'
import { checkBackend } from '../../../scripts/backend-check/check-backend'
import { buildSite } from '../../../scripts/build'

describe("the build's start-up check against the embedded backend", () => {
  let dir: string
  let backend: RunningBackend

  beforeAll(async () => {
    await mkdir(path.resolve('.tmp'), { recursive: true })
    dir = await mkdtemp(path.join(path.resolve('.tmp'), 'startup-check-'))
    backend = await startBackend({ port: 0, dataDir: path.join(dir, 'backend'), products: 3, quiet: true })
  })
  afterAll(async () => {
    await backend?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('finds nothing wrong, its default image service (<backend>/_ipx) included', async () => {
    const findings = await checkBackend({
      gqlHost: backend.graphqlUrl,
      origin: 'http://localhost:3000',
      siteOrigin: 'http://localhost:3000',
      imageService: `${new URL(backend.graphqlUrl).origin}/_ipx`,
      imageServiceVariable: undefined,
    })
    expect(findings).toEqual([])
  })

  it('warns when IMAGE_SERVICE names a service that does not serve the images', async () => {
    const findings = await checkBackend({
      gqlHost: backend.graphqlUrl,
      origin: 'http://localhost:3000',
      siteOrigin: 'http://localhost:3000',
      imageService: `${new URL(backend.graphqlUrl).origin}/no-such-service`,
      imageServiceVariable: `${new URL(backend.graphqlUrl).origin}/no-such-service`,
    })
    expect(findings).toHaveLength(1)
    expect(findings[0]).toMatchObject({ level: 'warning', evidence: expect.stringMatching(/→ HTTP 404$/) })
    expect(findings[0]!.problem).toMatch(/^IMAGE_SERVICE \(.*\/no-such-service\) does not serve/)
  })

  it('stops the build before any bundling when the backend cannot serve the shop, saying why', async () => {
    const out = path.join(dir, 'dist')
    const env = {
      GQL_HOST: `${new URL(backend.graphqlUrl).origin}/not-graphql`,
      SITE_URL: 'https://shop.example',
    }
    await expect(buildSite({ out, env, jobs: 1 })).rejects.toThrow(
      /^Start-up check: .*\nERROR: GQL_HOST does not answer as a GraphQL endpoint \(HTTP 404/,
    )
    await expect(stat(out)).rejects.toThrow(/ENOENT/)
  })
})
