/**
 * URLs through the image service (ipx style: `<service>/w_<width>,f_webp/<path>`), at densities 1 and 2.
 * Without a service, or for images that are not absolute URLs, the original is used.
 */
export function resizedImageUrl(src: string, width: number, service: string): string {
  if (!service || !/^https?:\/\//.test(src)) return src
  const url = new URL(src)
  return `${service.replace(/\/$/, '')}/w_${width},f_webp${url.pathname}`
}

export function imageSrcSet(src: string, width: number, service: string): string {
  return `${resizedImageUrl(src, width, service)} 1x, ${resizedImageUrl(src, width * 2, service)} 2x`
}

/** The widths the image service renders (its allowed list): a box whose width depends on the screen picks among them. */
export const IMAGE_WIDTHS = [220, 280, 440, 560, 640, 1280] as const

/** A width-described srcset (`… 220w, … 440w`) for an image whose box width is given by `sizes`. */
export function imageWidthSrcSet(src: string, service: string): string {
  if (!service || !/^https?:\/\//.test(src)) return ''
  return IMAGE_WIDTHS.map((width) => `${resizedImageUrl(src, width, service)} ${width}w`).join(', ')
}
