import type { ProductDetail } from '../src/domain/catalogue'
import { highestPrice, lowestPrice } from '../src/lib/prices'

const AVAILABILITY = {
  IN_STOCK: 'https://schema.org/InStock',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
  ON_BACKORDER: 'https://schema.org/BackOrder',
} as const

/** schema.org Product for a product page. */
export function productJsonLd(product: ProductDetail, siteUrl: string, description: string): object {
  const url = `${siteUrl}/product/${product.slug}`
  const low = lowestPrice(product.prices.price)
  const high = highestPrice(product.prices.price)
  const offers =
    low === high
      ? {
          '@type': 'Offer',
          price: low.toFixed(2),
          priceCurrency: 'NGN',
          availability: AVAILABILITY[product.stockStatus],
          url,
        }
      : {
          '@type': 'AggregateOffer',
          lowPrice: low.toFixed(2),
          highPrice: high.toFixed(2),
          offerCount: product.variations.length,
          priceCurrency: 'NGN',
          availability: AVAILABILITY[product.stockStatus],
          url,
        }
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url,
    sku: product.sku ?? undefined,
    description,
    image: [product.image, ...product.gallery].filter((i) => !!i).map((i) => i!.src),
    category: product.categoryRefs[0]?.name,
    offers,
    aggregateRating:
      product.reviewCount > 0
        ? { '@type': 'AggregateRating', ratingValue: product.averageRating, reviewCount: product.reviewCount }
        : undefined,
  }
}

/** schema.org BreadcrumbList: Home › category › product. */
export function productBreadcrumbJsonLd(product: ProductDetail, siteUrl: string): object {
  const category = product.categoryRefs[0]
  const items = [
    { name: 'Home', url: `${siteUrl}/` },
    ...(category ? [{ name: category.name, url: `${siteUrl}/product-category/${category.slug}` }] : []),
    { name: product.name, url: `${siteUrl}/product/${product.slug}` },
  ]
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}
