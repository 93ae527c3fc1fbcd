import { useEffect, useRef, useState } from 'react'
import { useT } from '../../../i18n/useT'
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage'
import type { ImageRef, ProductDetail } from '../../../domain/catalogue'

export const GALLERY_IMAGE = { width: 640, height: 640 } as const
/** The main image's box (product.css): the page's width on a phone, half of the 1280 px container on a desktop. */
const GALLERY_SIZES = '(min-width: 1280px) 592px, (min-width: 1024px) calc(50vw - 48px), calc(100vw - 32px)'

/** Pixels a finger must travel across the main image to change picture. */
const SWIPE_DISTANCE = 40

/** The main image and up to 20 gallery thumbnails; arrow keys and a swipe move through them. */
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
  // A newly chosen variation shows its picture until the shopper picks another one.
  const [showVariation, setShowVariation] = useState(true)
  useEffect(() => setShowVariation(true), [activeImage])
  const current = (showVariation && activeImage) || images[index] || null
  const show = (next: number) => {
    setShowVariation(false)
    setIndex(images.length ? (next + images.length) % images.length : 0)
  }
  const move = (delta: number) => show(index + delta)
  const touchStart = useRef<number | null>(null)
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
      <div
        className="gallery-main"
        onTouchStart={(event) => (touchStart.current = event.touches[0]?.clientX ?? null)}
        onTouchEnd={(event) => {
          const start = touchStart.current
          const end = event.changedTouches[0]?.clientX
          touchStart.current = null
          if (start === null || end === undefined || Math.abs(end - start) < SWIPE_DISTANCE) return
          move(end < start ? 1 : -1)
        }}
      >
        <ResponsiveImage image={current} {...GALLERY_IMAGE} sizes={GALLERY_SIZES} priority />
      </div>
      {images.length > 1 && (
        <div className="gallery-thumbs">
          {images.map((image, i) => (
            <button
              key={image.src + i}
              type="button"
              className="gallery-thumb"
              aria-label={t('product.showImage', { number: i + 1 })}
              aria-pressed={!(showVariation && activeImage) && i === index}
              onClick={() => show(i)}
            >
              <ResponsiveImage image={image} width={72} height={72} />
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
