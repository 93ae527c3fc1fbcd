import type { ImageRef } from '../domain/catalogue'
import { imageSrcSet, imageWidthSrcSet, resizedImageUrl } from './image-url'
import { candidateFor, expandSrcSet } from './wordpress-srcset'

/**
 * Where an image's pixels come from: the image service when the shop has one (webp at the widths it renders);
 * otherwise WordPress's own resized copies of the upload, when the shop lists them; otherwise the original.
 * `sizes` is the box's width (the slot's own `sizes`, or its fixed width), so the browser picks the narrowest copy
 * that fills it at the screen's density.
 */
export function imageSources(image: ImageRef, width: number, sizes: string | undefined, service: string) {
  const copies = service ? [] : expandSrcSet(image.srcset, image.src)
  if (copies.length) {
    return {
      src: candidateFor(copies, width)!.url,
      srcSet: copies.map((copy) => `${copy.url} ${copy.width}w`).join(', '),
      sizes: sizes ?? `${width}px`,
    }
  }
  return {
    src: resizedImageUrl(image.src, width, service),
    srcSet: (sizes && imageWidthSrcSet(image.src, service)) || imageSrcSet(image.src, width, service),
    sizes,
  }
}
