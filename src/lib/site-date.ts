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
 * The site-local wall-clock time of a UTC instant. WordPress stores a time zone either as a region
 * (`Africa/Lagos`) or as a fixed offset (`UTC+1`, `UTC-5.5`); both are understood.
 */
export function siteDateInput(utcMs: number, timeZone: string): SiteDateInput {
  const offset = /^UTC([+-]\d{1,2}(?:\.\d+)?)?$/.exec(timeZone)
  // A fixed offset: the UTC fields of the shifted instant are the wall-clock time.
  const [instant, zone] = offset ? [utcMs + Number(offset[1] ?? 0) * 3_600_000, 'UTC'] : [utcMs, timeZone]
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant))
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
