import { describe, expect, it } from 'vitest'
import { imageUrlsOf, srcsetUrls } from '../../scripts/bench/warm-images'

describe('the Lighthouse bench image warm-up', () => {
  it('finds every image a page names: src, srcset, preloads; not scripts, styles or data URLs', () => {
    const html = [
      '<link rel="preload" as="image" href="/_ipx/w_280,f_webp/a.jpg" imagesrcset="/_ipx/w_280,f_webp/a.jpg 1x, /_ipx/w_560,f_webp/a.jpg 2x" />',
      '<link rel="preload" as="script" href="/app.js" />',
      '<link rel="stylesheet" href="/style.css" />',
      '<img src="https://img.example/_ipx/w_440/b.jpg" srcSet="https://img.example/_ipx/w_440/b.jpg 1x, https://img.example/_ipx/w_880/b.jpg 2x"/>',
      '<img src="data:image/gif;base64,R0lGOD" alt=""/>',
      '<picture><source srcset="/c.webp?x=1&amp;y=2 640w"/></picture>',
    ].join('')
    expect(imageUrlsOf(html, 'http://shop.test/products').sort()).toEqual([
      'http://shop.test/_ipx/w_280,f_webp/a.jpg',
      'http://shop.test/_ipx/w_560,f_webp/a.jpg',
      'http://shop.test/c.webp?x=1&y=2',
      'https://img.example/_ipx/w_440/b.jpg',
      'https://img.example/_ipx/w_880/b.jpg',
    ])
  })

  it('reads srcset addresses that hold commas, with and without descriptors', () => {
    expect(srcsetUrls('/a,b.jpg 1x, /c,d.jpg 2x')).toEqual(['/a,b.jpg', '/c,d.jpg'])
    expect(srcsetUrls('/a.jpg 640w,/b.jpg 1280w')).toEqual(['/a.jpg', '/b.jpg'])
    expect(srcsetUrls('/a.jpg, /b.jpg 2x')).toEqual(['/a.jpg', '/b.jpg'])
    expect(srcsetUrls('  ')).toEqual([])
  })
})
