/** A WPGraphQL `DateInput`: wall-clock time in the site's time zone. */
export interface SiteDateInput {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/**
 * The offset in minutes of a WordPress fixed-offset time zone, or null for a region. WPGraphQL 2.18 answers
 * `generalSettings.timezone` with `wp_timezone_string()`, which for a site set to a UTC offset (WordPress's
 * default, `gmt_offset` 0 with no city) is `+00:00`, `+05:30`, `-09:30`; older sites and the admin's list show
 * `UTC+1`, `UTC-5.5`; an empty answer is UTC.
 */
function fixedOffsetMinutes(timeZone: string): number | null {
  const zone = timeZone.trim()
  if (zone === '' || zone === 'UTC' || zone === 'GMT') return 0
  const clock = /^(?:UTC|GMT)?([+-])(\d{1,2}):?(\d{2})$/.exec(zone)
  if (clock) return (clock[1] === '-' ? -1 : 1) * (Number(clock[2]) * 60 + Number(clock[3]))
  const hours = /^(?:UTC|GMT)([+-]\d{1,2}(?:\.\d+)?)$/.exec(zone)
  if (hours) return Math.round(Number(hours[1]) * 60)
  return null
}

/**
 * The site-local wall-clock time of a UTC instant, for a region time zone (`Africa/Lagos`) or a fixed offset.
 * Throws, naming the value, for a time zone it cannot read: a guessed zone could make a backend that honours the
 * date filter leave out recent changes.
 */
export function siteDateInput(utcMs: number, timeZone: string): SiteDateInput {
  const offset = fixedOffsetMinutes(timeZone)
  // A fixed offset: the UTC fields of the shifted instant are the wall-clock time.
  const [instant, zone] = offset === null ? [utcMs, timeZone.trim()] : [utcMs + offset * 60_000, 'UTC']
  let format: Intl.DateTimeFormat
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
  } catch {
    throw new Error(
      `The shop's time zone "${timeZone}" (WordPress's generalSettings.timezone) is neither a region such as ` +
        'Africa/Lagos nor a UTC offset such as +01:00',
    )
  }
  const parts = format.formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  }
}
