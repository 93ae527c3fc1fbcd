/** A deterministic product illustration: the machine's silhouette in its colour, with its name. */
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

const SHAPES: Record<string, string> = {
  laptop: `<rect x="330" y="330" width="540" height="360" rx="22" fill="COLOR"/><rect x="360" y="360" width="480" height="300" rx="8" fill="#0b1220" opacity="0.85"/><path d="M260 700 h680 l-50 60 h-580z" fill="COLOR"/>`,
  desktop: `<rect x="440" y="250" width="320" height="560" rx="26" fill="COLOR"/><circle cx="600" cy="330" r="18" fill="#e5e7eb"/><rect x="480" y="420" width="240" height="12" rx="6" fill="#0b1220" opacity="0.5"/><rect x="480" y="460" width="240" height="12" rx="6" fill="#0b1220" opacity="0.5"/><rect x="480" y="500" width="240" height="12" rx="6" fill="#0b1220" opacity="0.5"/>`,
  monitor: `<rect x="250" y="260" width="700" height="420" rx="20" fill="COLOR"/><rect x="280" y="290" width="640" height="360" rx="6" fill="#0b1220" opacity="0.85"/><rect x="560" y="680" width="80" height="90" fill="COLOR"/><rect x="460" y="765" width="280" height="22" rx="11" fill="COLOR"/>`,
  accessory: `<rect x="340" y="360" width="520" height="320" rx="60" fill="COLOR"/><circle cx="600" cy="520" r="90" fill="#0b1220" opacity="0.6"/>`,
}

export function artworkSvg(options: {
  title: string
  subtitle: string
  color: string
  shape: string
  variant: number
}): string {
  const size = 1200
  const shape = (SHAPES[options.shape] ?? SHAPES.accessory!).replace(/COLOR/g, options.color)
  const tilt = (options.variant - 1) * 6
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="${options.color}" stop-opacity="0.35"/></linearGradient></defs>
  <rect width="${size}" height="${size}" fill="url(#bg)"/>
  <g transform="rotate(${tilt} 600 520)">${shape}</g>
  <text x="600" y="940" font-family="DejaVu Sans, Arial, sans-serif" font-size="54" font-weight="700" text-anchor="middle" fill="#0f172a">${escapeXml(options.title)}</text>
  <text x="600" y="1010" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" text-anchor="middle" fill="#334155">${escapeXml(options.subtitle)}</text>
</svg>`
}
