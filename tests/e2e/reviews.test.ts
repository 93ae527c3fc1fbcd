import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'
import { shopOrigin } from './support/graphql'
import { screenshotDir } from './support/screenshot-dir'
import { shopOn } from './support/shop-pages'

const shopUrl = inject('shopUrl')
const graphqlUrl = inject('graphqlUrl')
const managerPassword = inject('managerPassword')

interface BuiltProduct {
  path: string
  databaseId: number
  reviewCount: number
}

/** The prerendered simple products, with what the build says of their reviews. */
async function builtProducts(): Promise<BuiltProduct[]> {
  const ids = (await (await fetch(`${shopUrl}/builds/latest.json`)).json()) as { id: string }
  const meta = (await (await fetch(`${shopUrl}/builds/meta/${ids.id}.json`)).json()) as {
    prerendered: string[]
  }
  const found: BuiltProduct[] = []
  for (const path of meta.prerendered.filter((r) => r.startsWith('/product/'))) {
    const { product } = (await (await fetch(`${shopUrl}${path}/_payload.json`)).json()) as {
      product: { id: number; type: string; reviewCount: number }
    }
    if (product.type === 'SIMPLE')
      found.push({ path, databaseId: product.id, reviewCount: product.reviewCount })
    if (found.length === 2) break
  }
  return found
}

/** A GraphQL call from outside the browser, signed in with `token` when given. */
async function gql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: shopOrigin() }
  if (token) headers.authorization = `Bearer ${token}`
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { data: T; errors?: { message: string }[] }
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join(' | '))
  return body.data
}

async function signIn(username: string, password: string): Promise<string> {
  const data = await gql<{ login: { authToken: string } }>(
    `mutation($username: String!, $password: String!) {
      login(input: { provider: PASSWORD, credentials: { username: $username, password: $password } }) { authToken } }`,
    { username, password },
  )
  return data.login.authToken
}

const WRITE = `mutation($input: WriteReviewInput!) { writeReview(input: $input) { rating review { id } } }`

/** The heading and the reviews' texts once the page has read them live (after a first deliberate action). */
async function liveReviews(page: Page, count: number) {
  await page.mouse.move(200, 200)
  await page.waitForFunction(
    (n) => document.querySelector('#reviews h2')?.textContent === `${n} review${n === 1 ? '' : 's'}`,
    count,
  )
}

async function fillReview(
  page: Page,
  review: { stars: number; text: string; name?: string; email?: string },
) {
  const form = page.getByTestId('review-form')
  if (!(await form.count())) await page.getByRole('button', { name: 'Write a review' }).click()
  await form.getByLabel(`${review.stars} stars`).check({ force: true })
  await form.getByLabel('Your review').fill(review.text)
  if (review.name) await form.getByLabel('Name').fill(review.name)
  if (review.email) await form.getByLabel('Email').fill(review.email)
  await form.getByRole('button', { name: 'Submit review' }).click()
  await page.getByTestId('review-sent').waitFor()
  return page.getByTestId('review-sent').textContent()
}

describe('reviews tell the truth on a prerendered product page', () => {
  const shopper = new Shopper()
  let held: BuiltProduct
  let published: BuiltProduct
  beforeAll(async () => {
    const products = await builtProducts()
    held = products[0]!
    published = products[1]!
  })
  afterAll(() => shopper.close())

  it("a guest's held review is listed to its author as awaiting approval, not counted, and stays after a reload", async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.phone })
    await page.goto(shopUrl + held.path, { waitUntil: 'networkidle' })
    const heading = await page.locator('#reviews h2').textContent()
    const text = 'Held for moderation, as WordPress does.'
    expect(await fillReview(page, { stars: 4, text, name: 'Chioma', email: 'chioma@example.com' })).toBe(
      'Thank you! Your review is awaiting approval.',
    )
    const own = page.getByTestId('review-held')
    expect(await own.textContent()).toContain('Your review is awaiting approval')
    expect(await own.textContent()).toContain(text)
    expect(await page.locator('#reviews h2').textContent()).toBe(heading)
    await own.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${await screenshotDir()}/review-held.png` })

    await page.reload({ waitUntil: 'networkidle' })
    await liveReviews(page, held.reviewCount)
    expect(await page.getByTestId('review-held').textContent()).toContain(text)
  })

  it('a published review appears without a rebuild, and a trusted author is told theirs is published', async () => {
    // A customer whose first review the shop manager approves: WordPress publishes their next one at once.
    const password = 'Revi3wer-Passw0rd!'
    await gql(
      `mutation { registerCustomer(input: { username: "e2e-reviewer", email: "e2e-reviewer@example.com", password: "${password}" }) { customer { databaseId } } }`,
      {},
    )
    const token = await signIn('e2e-reviewer', password)
    const first = await gql<{ writeReview: { review: { id: string } } }>(
      WRITE,
      { input: { commentOn: published.databaseId, rating: 5, content: 'Approved by the shop.' } },
      token,
    )
    const manager = await signIn('manager', managerPassword)
    await gql(
      `mutation($input: UpdateReviewInput!) { updateReview(input: $input) { rating } }`,
      { input: { id: first.writeReview.review.id, rating: 5, status: 'APPROVE' } },
      manager,
    )

    const page = await shopper.newPage({ viewport: VIEWPORTS.desktop })
    await page.goto(shopUrl + published.path, { waitUntil: 'networkidle' })
    await liveReviews(page, published.reviewCount + 1)
    expect(await page.locator('#reviews').textContent()).toContain('Approved by the shop.')

    const { account } = shopOn(page)
    await account.open(shopUrl)
    await account.login('e2e-reviewer', password)
    await page.locator('[data-testid="account-welcome"]').waitFor()
    await page.goto(shopUrl + published.path, { waitUntil: 'networkidle' })
    await page.mouse.move(100, 100)
    await page.getByRole('button', { name: 'Write a review' }).click()
    // The form takes a signed-in shopper's name and email once the shop runtime knows them.
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="review-form"] input[type="email"]') as HTMLInputElement)
          ?.value,
    )
    const text = 'Second review, published at once.'
    expect(await fillReview(page, { stars: 4, text })).toBe('Thank you! Your review has been published.')
    await liveReviews(page, published.reviewCount + 2)
    expect(await page.locator('#reviews .review').first().textContent()).not.toContain('awaiting approval')
    expect(await page.locator('#reviews').textContent()).toContain(text)
    expect(await page.getByTestId('review-held').count()).toBe(0)
  })
})
