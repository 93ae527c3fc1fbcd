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
