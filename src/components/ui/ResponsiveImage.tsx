import { config } from '../../config'
import { PLACEHOLDER_IMAGE } from '../../config/limits'
import type { ImageRef } from '../../domain/catalogue'
import { imageSources } from '../../lib/image-sources'
import { imageFallback } from './image-fallback'

/**
 * React 18 passes unknown attributes through only in lowercase (its camel-case `fetchPriority` is a dev
 * warning and renders as `fetchPriority=`), so the attribute is spelled as the HTML has it.
 */
const PRIORITY_LOADING = { loading: 'eager', fetchpriority: 'high', decoding: 'sync' } as Record<
  string,
  string
>
const LAZY_LOADING = { loading: 'lazy', decoding: 'async' } as Record<string, string>

/**
 * An image sized to its box (no layout shift), at the widths its box needs (see `imageSources`).
 * Below the fold it loads lazily; the page's main image is prioritised. A box whose width follows the screen
 * (a tile in a grid) gives `sizes`: the browser then picks the width that fills it, never a smaller one
 * stretched (`width`/`height` then give the aspect ratio).
 */
export function ResponsiveImage({
  image,
  width,
  height,
  priority = false,
  className,
  sizes,
}: {
  image: ImageRef | null
  width: number
  height: number
  priority?: boolean
  className?: string
  sizes?: string
}) {
  // A prioritised box without a picture still shows the placeholder first (a shop's categories often have none).
  const loading = priority ? PRIORITY_LOADING : LAZY_LOADING
  if (!image) {
    return (
      <img className={className} src={PLACEHOLDER_IMAGE} alt="" width={width} height={height} {...loading} />
    )
  }
  return (
    <img
      className={className}
      {...imageSources(image, width, sizes, config.imageService)}
      alt={image.alt}
      width={width}
      height={height}
      {...loading}
      {...imageFallback}
    />
  )
}
