// Vike calls this for the page's payload (head data only; the texts are translations).
import { buildStaticPagePayload } from '../../payloads/static-page'

export const data = () => buildStaticPagePayload('/privacy-policy')
