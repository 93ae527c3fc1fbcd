import type { Review } from '../../domain/catalogue'

/** The part of a review edge the mapper reads; the prerender's detail query and the live read both select it. */
export interface ReviewEdge {
  rating?: number | null
  node: {
    id: string
    content?: string | null
    date?: string | null
    author?: { node: { name?: string | null; avatar?: { url?: string | null } | null } } | null
  }
}

/** A review as the product page shows it, from a review edge of either query. */
export function toReview(edge: ReviewEdge): Review {
  return {
    id: edge.node.id,
    rating: edge.rating ?? 0,
    content: edge.node.content ?? '',
    date: edge.node.date ?? '',
    author: edge.node.author?.node.name ?? '',
    avatar: edge.node.author?.node.avatar?.url ?? null,
  }
}
