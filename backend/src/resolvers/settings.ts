import type { GraphQLEnumType } from 'graphql'
import type { GraphQLResolveInfo } from 'graphql'
import type { Context } from '../graphql/context'
import { toGlobalId } from '../graphql/ids'
import { COUNTRY_STATES } from '../shop/countries'
import { SITE_TIMEZONE } from '../shop/site-time'

export const SITE_TITLE = 'Studio Machines'
export const SITE_DESCRIPTION = 'Workstations and computers for creative professionals in Nigeria'

export const settingsResolvers = {
  RootQuery: {
    generalSettings: (_: unknown, _a: unknown, ctx: Context) => ({
      id: toGlobalId('generalSettings', 'general'),
      title: SITE_TITLE,
      description: SITE_DESCRIPTION,
      url: ctx.app.siteUrl,
      language: 'en-US',
      timezone: SITE_TIMEZONE,
      dateFormat: 'F j, Y',
    }),
    /** The shop sells everywhere, as WooCommerce does by default: every CountriesEnum value. */
    allowedCountries: (_: unknown, _a: unknown, _c: Context, info: GraphQLResolveInfo) =>
      (info.schema.getType('CountriesEnum') as GraphQLEnumType).getValues().map((v) => v.value),
    countryStates: (_: unknown, args: { country: string }) =>
      Object.entries(COUNTRY_STATES[args.country] ?? {}).map(([code, name]) => ({ code, name })),
  },
}
