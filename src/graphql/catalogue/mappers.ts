import type {
  Category,
  ImageRef,
  ProductAttribute,
  ProductDetail,
  ProductSummary,
  ProductType,
  ProductVariation,
  Review,
  StockStatus,
} from '../../domain/catalogue'
import { parseRawPrices } from '../../lib/prices'
import type { ResultOf } from '../tada'
import type { CategoryFields, ImageFields, ProductCardFields, ProductDetailFields } from './fragments'

type WireImage = ResultOf<typeof ImageFields> | null | undefined
type WireCard = ResultOf<typeof ProductCardFields>
type WireDetail = ResultOf<typeof ProductDetailFields>

export function toImage(image: WireImage, fallbackAlt: string): ImageRef | null {
  if (!image?.sourceUrl) return null
  return {
    src: image.sourceUrl,
    alt: image.altText || fallbackAlt,
    width: image.mediaDetails?.width ?? null,
    height: image.mediaDetails?.height ?? null,
  }
}

function toStockStatus(value: unknown): StockStatus {
  return value === 'OUT_OF_STOCK' || value === 'ON_BACKORDER' ? value : 'IN_STOCK'
}

function toProductType(value: unknown): ProductType {
  return value === 'VARIABLE' || value === 'EXTERNAL' || value === 'GROUPED' ? value : 'SIMPLE'
}

/** Fields that only some product types have, read without caring which type it was. */
function pick<T>(node: object, key: string): T | undefined {
  return (node as Record<string, T | undefined>)[key]
}

export function toProductSummary(node: WireCard): ProductSummary {
  const name = node.name ?? ''
  return {
    id: node.databaseId,
    slug: node.slug ?? String(node.databaseId),
    name,
    type: toProductType(node.type),
    date: node.date ?? '',
    prices: {
      price: parseRawPrices(pick<string | null>(node, 'rawPrice')),
      regular: parseRawPrices(pick<string | null>(node, 'rawRegularPrice')),
      sale: parseRawPrices(pick<string | null>(node, 'rawSalePrice')),
    },
    onSale: !!node.onSale,
    image: toImage(node.image, name),
    averageRating: node.averageRating ?? 0,
    reviewCount: node.reviewCount ?? 0,
    stockStatus: toStockStatus(pick(node, 'stockStatus')),
    categories: (node.productCategories?.nodes ?? []).map((c) => c.slug ?? '').filter(Boolean),
    terms: (node.terms?.nodes ?? []).map((term) => ({
      taxonomy: pick<string>(term, 'taxonomyName') ?? '',
      slug: pick<string>(term, 'slug') ?? '',
      name: pick<string>(term, 'name') ?? '',
    })),
  }
}

interface WireAttribute {
  name: string | null
  label: string | null
  options: (string | null)[] | null
  variation: boolean | null
  visible: boolean | null
}

function toAttribute(attribute: WireAttribute): ProductAttribute {
  const terms = pick<{ nodes: { slug: string | null; name: string | null }[] }>(attribute, 'terms')?.nodes
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

type WireVariation = { databaseId: number; name: string | null; stockStatus?: unknown } & Record<
  string,
  unknown
>

function toVariation(node: WireVariation, fallbackAlt: string): ProductVariation {
  const attributes =
    pick<{ nodes: { name: string | null; value: string | null }[] }>(node, 'attributes')?.nodes ?? []
  return {
    id: node.databaseId,
    name: node.name ?? '',
    prices: {
      price: parseRawPrices(pick<string | null>(node, 'rawPrice')),
      regular: parseRawPrices(pick<string | null>(node, 'rawRegularPrice')),
      sale: parseRawPrices(pick<string | null>(node, 'rawSalePrice')),
    },
    stockStatus: toStockStatus(node.stockStatus),
    stockQuantity: pick<number | null>(node, 'stockQuantity') ?? null,
    image: toImage(pick<WireImage>(node, 'image'), fallbackAlt),
    attributes: attributes.map((a) => ({ name: a.name ?? '', value: a.value ?? '' })),
  }
}

function toReview(edge: NonNullable<WireDetail['reviews']>['edges'][number]): Review {
  return {
    id: edge.node.id,
    rating: edge.rating ?? 0,
    content: edge.node.content ?? '',
    date: edge.node.date ?? '',
    author: edge.node.author?.node.name ?? '',
    avatar: edge.node.author?.node.avatar?.url ?? null,
  }
}

function metaValue(node: WireDetail, key: string): string | null {
  return node.metaData?.find((m) => m?.key === key)?.value ?? null
}

/** A full product; HTML fields are passed on as received and sanitised by the payload builder. */
export function toProductDetail(node: WireDetail): ProductDetail {
  const summary = toProductSummary(node)
  const variations = pick<{ nodes: WireVariation[] }>(node, 'variations')?.nodes ?? []
  const defaults = pick<{ nodes: { name: string | null; value: string | null }[] }>(
    node,
    'defaultAttributes',
  )?.nodes
  const attributes = (pick<{ nodes: WireAttribute[] }>(node, 'attributes')?.nodes ?? []).map(toAttribute)
  const downloads = pick<({ name: string | null } | null)[]>(node, 'downloads') ?? []
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
    related: (node.related?.nodes ?? []).map((n) => toProductSummary(n as WireCard)),
    stockQuantity: pick<number | null>(node, 'stockQuantity') ?? null,
    weight: pick<string | null>(node, 'weight') ?? null,
    dimensions: {
      length: pick<string | null>(node, 'length') ?? null,
      width: pick<string | null>(node, 'width') ?? null,
      height: pick<string | null>(node, 'height') ?? null,
    },
    virtual: !!pick<boolean>(node, 'virtual'),
    downloadable: !!pick<boolean>(node, 'downloadable'),
    downloads: downloads
      .filter((d): d is { name: string | null; file: string | null } => !!d)
      .map((d) => ({ name: d.name ?? '' })),
    externalUrl: pick<string | null>(node, 'externalUrl') ?? null,
    buttonText: pick<string | null>(node, 'buttonText') ?? null,
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
