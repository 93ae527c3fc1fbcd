/**
 * `npm run bench:images -- <shop origin> [path …]`: the bytes of images a phone downloads on each page of a served
 * shop, for the first screen and after scrolling to the end, at a device pixel ratio of 2 and of 3 (a 390 px wide
 * screen). Measures a shop built against a real WooCommerce (IMAGE_SERVICE empty) as well as one with a service.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS } from '../../tests/e2e/support/browser'

const PHONE = { width: 390, height: 844 }

async function imageBytes(url: string, deviceScaleFactor: number) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-images-'))
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
    viewport: PHONE,
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    const sizes = new Map<string, Promise<number>>()
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'image' || sizes.has(response.url())) return
      sizes.set(
        response.url(),
        response.body().then(
          (body) => body.length,
          () => 0,
        ),
      )
    })
    const total = async () => (await Promise.all(sizes.values())).reduce((a, b) => a + b, 0)
    await page.goto(url, { waitUntil: 'networkidle' })
    const firstScreen = { bytes: await total(), images: sizes.size }
    for (let step = 0; step < 30; step++) {
      await page.mouse.wheel(0, PHONE.height)
      await page.waitForTimeout(100)
    }
    await page.waitForLoadState('networkidle')
    return { firstScreen, wholePage: { bytes: await total(), images: sizes.size } }
  } finally {
    await context.close()
    await rm(dir, { recursive: true, force: true })
  }
}

const [origin, ...paths] = process.argv.slice(2)
if (!origin) {
  console.error('Usage: npm run bench:images -- <shop origin> [path …] (default: /, /products)')
  process.exit(2)
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
for (const route of paths.length ? paths : ['/', '/products']) {
  for (const ratio of [2, 3]) {
    const { firstScreen, wholePage } = await imageBytes(new URL(route, origin).href, ratio)
    console.info(
      `images.${route} dpr ${ratio}: first screen ${kb(firstScreen.bytes)} (${firstScreen.images} images), ` +
        `whole page ${kb(wholePage.bytes)} (${wholePage.images} images)`,
    )
  }
}
