import type { ProductDetail } from '../src/domain/catalogue'
import type { ProductPayload } from '../src/domain/payloads'
import { htmlToText, sanitizeHtml } from '../src/lib/sanitize-html'
import { productJsonLd, productBreadcrumbJsonLd } from './structured-data'

const DESCRIPTION_LENGTH = 160

function truncate(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`
}

/** The product page's payload: the product with its HTML sanitised, plus its head and structured data. */
export function buildProductPayload(product: ProductDetail, siteUrl: string): ProductPayload {
  const safe: ProductDetail = {
    ...product,
    description: sanitizeHtml(product.description),
    shortDescription: sanitizeHtml(product.shortDescription),
    reviews: product.reviews.map((review) => ({ ...review, content: sanitizeHtml(review.content) })),
  }
  const path = `/product/${product.slug}`
  const text = htmlToText(product.shortDescription || product.description)
  return {
    kind: 'product',
    head: {
      title: product.name,
      description: truncate(text || product.name, DESCRIPTION_LENGTH),
      canonicalPath: path,
      image: product.image?.src,
      ogType: 'product',
      jsonLd: [productJsonLd(safe, siteUrl, text), productBreadcrumbJsonLd(safe, siteUrl)],
    },
    product: safe,
  }
}
