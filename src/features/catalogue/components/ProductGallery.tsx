import { useState } from 'react'
import { useT } from '../../../i18n/useT'
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage'
import type { ImageRef, ProductDetail } from '../../../domain/catalogue'

export const GALLERY_IMAGE = { width: 640, height: 640 } as const

/** The main image and up to 20 gallery thumbnails; arrow keys move through them. */
export function ProductGallery({
  product,
  activeImage,
}: {
  product: ProductDetail
  activeImage?: ImageRef | null
}) {
  const { t } = useT()
  const images = [product.image, ...product.gallery].filter((image): image is ImageRef => !!image)
  const [index, setIndex] = useState(0)
  const current = activeImage ?? images[index] ?? null
  const move = (delta: number) =>
    setIndex((i) => (images.length ? (i + delta + images.length) % images.length : 0))
  return (
    <div
      className="gallery"
      tabIndex={0}
      aria-label={t('product.gallery')}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(1)
        if (event.key === 'ArrowLeft') move(-1)
      }}
    >
      <div className="gallery-main">
        <ResponsiveImage image={current} {...GALLERY_IMAGE} priority />
      </div>
      {images.length > 1 && (
        <div className="gallery-thumbs">
          {images.map((image, i) => (
            <button
              key={image.src + i}
              type="button"
              className="gallery-thumb"
              aria-label={t('product.showImage', { number: i + 1 })}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            >
              <ResponsiveImage image={image} width={72} height={72} />
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
