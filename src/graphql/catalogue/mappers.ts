import type {
  Category,
  ImageRef,
  ProductAttribute,
  ProductDetail,
  ProductSummary,
  ProductType,
  ProductVariation,
  StockStatus,
} from '../../domain/catalogue'
import { parseRawPrices } from '../../lib/prices'
import type { ResultOf } from '../tada'
import { compactSrcSet } from './compact-srcset'
import { toReview } from './review-mapper'
import type {
  CategoryFields,
  ImageFields,
  ProductCardFields,
  ProductDetailFields,
  ProductPageFields,
} from './fragments'

type WireImage = ResultOf<typeof ImageFields> | null | undefined
type WireCard = ResultOf<typeof ProductCardFields>
type WireDetail = ResultOf<typeof ProductPageFields> & Partial<ResultOf<typeof ProductDetailFields>>

export function toImage(image: WireImage, fallbackAlt: string): ImageRef | null {
  if (!image?.sourceUrl) return null
  const srcset = compactSrcSet(image.srcSet, image.sourceUrl)
  return {
    src: image.sourceUrl,
    alt: image.altText || fallbackAlt,
    width: image.mediaDetails?.width ?? null,
    height: image.mediaDetails?.height ?? null,
    ...(srcset && { srcset }),
  }
}

function toStockStatus(value: unknown): StockStatus {
  return value === 'OUT_OF_STOCK' || value === 'ON_BACKORDER' ? value : 'IN_STOCK'
}

function toProductType(value: unknown): ProductType {
  return value === 'VARIABLE' || value === 'EXTERNAL' || value === 'GROUPED' ? value : 'SIMPLE'
}

/** The raw prices of a product or variation, which only the priced product types select. */
function pricesOf(node: WireCard | WireVariation): ProductSummary['prices'] {
  if (!('rawPrice' in node))
    return { price: parseRawPrices(null), regular: parseRawPrices(null), sale: parseRawPrices(null) }
  return {
    price: parseRawPrices(node.rawPrice),
    regular: parseRawPrices(node.rawRegularPrice),
    sale: parseRawPrices(node.rawSalePrice),
  }
}

export function toProductSummary(node: WireCard): ProductSummary {
  const name = node.name ?? ''
  return {
    id: node.databaseId,
    slug: node.slug ?? String(node.databaseId),
    name,
    type: toProductType(node.type),
    date: node.date ?? '',
    prices: pricesOf(node),
    onSale: !!node.onSale,
    image: toImage(node.image, name),
    averageRating: node.averageRating ?? 0,
    reviewCount: node.reviewCount ?? 0,
    stockStatus: toStockStatus('stockStatus' in node ? node.stockStatus : null),
    categories: (node.productCategories?.nodes ?? []).map((c) => c.slug ?? '').filter(Boolean),
    terms: (node.terms?.nodes ?? []).map((term) => ({
      taxonomy: term.taxonomyName ?? '',
      slug: term.slug ?? '',
      name: term.name ?? '',
    })),
  }
}

type WireAttributes = Extract<WireDetail, { attributes?: unknown }>['attributes']
type WireAttribute = NonNullable<WireAttributes>['nodes'][number]
type WireVariable = Extract<WireDetail, { variations?: unknown }>
type WireVariation = NonNullable<WireVariable['variations']>['nodes'][number]

function toAttribute(attribute: WireAttribute): ProductAttribute {
  const terms = 'terms' in attribute ? attribute.terms?.nodes : undefined
  const options = terms?.length
    ? terms.map((term) => ({ value: term.slug ?? '', label: term.name ?? term.slug ?? '' }))
    : (attribute.options ?? []).filter((o): o is string => !!o).map((o) => ({ value: o, label: o }))
  return {
    name: attribute.name ?? '',
    label: attribute.label || attribute.name || '',
    options,
    variation: !!attribute.variation,
    visible: attribute.visible !== false,
  }
}

function toVariation(node: WireVariation, fallbackAlt: string): ProductVariation {
  return {
    id: node.databaseId,
    name: node.name ?? '',
    prices: pricesOf(node),
    stockStatus: toStockStatus(node.stockStatus),
    stockQuantity: node.stockQuantity ?? null,
    image: toImage(node.image, fallbackAlt),
    attributes: (node.attributes?.nodes ?? []).map((a) => ({ name: a.name ?? '', value: a.value ?? '' })),
  }
}

function metaValue(node: WireDetail, key: string): string | null {
  return node.metaData?.find((m) => m?.key === key)?.value ?? null
}

/**
 * A full product; HTML fields are passed on as received and sanitised by the payload builder. Read without `related`
 * (the bulk reads), its related products are empty until the build chooses them.
 */
export function toProductDetail(node: WireDetail): ProductDetail {
  const summary = toProductSummary(node)
  const variations = 'variations' in node ? (node.variations?.nodes ?? []) : []
  const defaults = 'defaultAttributes' in node ? node.defaultAttributes?.nodes : undefined
  const attributes = ('attributes' in node ? (node.attributes?.nodes ?? []) : []).map(toAttribute)
  const downloads = 'downloads' in node ? (node.downloads ?? []) : []
  const stocked = 'stockQuantity' in node ? node : null
  const external = 'externalUrl' in node ? node : null
  return {
    ...summary,
    sku: node.sku ?? null,
    description: node.description ?? '',
    shortDescription: node.shortDescription ?? '',
    gallery: (node.galleryImages?.nodes ?? [])
      .map((image) => toImage(image, summary.name))
      .filter((image): image is ImageRef => !!image),
    categoryRefs: (node.productCategories?.nodes ?? []).map((c) => ({
      slug: c.slug ?? '',
      name: c.name ?? '',
    })),
    attributes,
    defaultAttributes: (defaults ?? []).map((a) => ({ name: a.name ?? '', value: a.value ?? '' })),
    variations: variations.map((v) => toVariation(v, summary.name)),
    reviews: (node.reviews?.edges ?? []).map(toReview),
    // A related node that is no Product (a variation) selects nothing of the card: it is left out.
    related: (node.related?.nodes ?? []).flatMap((n) => ('databaseId' in n ? [toProductSummary(n)] : [])),
    stockQuantity: stocked?.stockQuantity ?? null,
    weight: stocked?.weight ?? null,
    dimensions: {
      length: stocked?.length ?? null,
      width: stocked?.width ?? null,
      height: stocked?.height ?? null,
    },
    virtual: 'virtual' in node && !!node.virtual,
    downloadable: 'downloadable' in node && !!node.downloadable,
    downloads: downloads.flatMap((d) => (d ? [{ name: d.name ?? '' }] : [])),
    externalUrl: external?.externalUrl ?? null,
    buttonText: external?.buttonText ?? null,
    madeToOrder: metaValue(node, 'made_to_order') === 'yes' || summary.categories.includes('made-to-order'),
    color: metaValue(node, 'color') ?? colourOf(attributes),
  }
}

export function toCategory(node: ResultOf<typeof CategoryFields>): Category {
  return {
    id: node.databaseId,
    slug: node.slug ?? '',
    name: node.name ?? '',
    count: node.count ?? 0,
    image: toImage(node.image, node.name ?? ''),
  }
}

/** The colour shown on the product page: the labels of its colour attribute. */
function colourOf(attributes: ProductAttribute[]): string | null {
  const colour = attributes.find((a) => /^(pa_)?colou?r$/i.test(a.name))
  return colour?.options.length ? colour.options.map((o) => o.label).join(', ') : null
}
