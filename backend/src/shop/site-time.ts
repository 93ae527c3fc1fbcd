/**
 * The site's clock: WordPress stores post dates in the site's local time (`post_date`, `post_modified`) and answers
 * `date` / `modified` in it, `dateGmt` / `modifiedGmt` in UTC, both as `YYYY-MM-DDTHH:MM:SS`. The shop's time zone is
 * Africa/Lagos, UTC+1 all year (no daylight saving), so local time is UTC plus one hour.
 */
export const SITE_TIMEZONE = 'Africa/Lagos'
export const SITE_UTC_OFFSET_MS = 3_600_000

const wpFormat = (ms: number) => new Date(ms).toISOString().slice(0, 19)

/** The site's local wall-clock time of an instant, as stored in `date` / `modified`. */
export const siteLocalDate = (ms: number) => wpFormat(ms + SITE_UTC_OFFSET_MS)

/** The UTC time of a stored local date (`modified` → `modifiedGmt`). */
export function gmtFromSiteLocal(local: string): string | null {
  const ms = Date.parse(`${local}Z`)
  return Number.isNaN(ms) ? null : wpFormat(ms - SITE_UTC_OFFSET_MS)
}
