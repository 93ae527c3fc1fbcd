import { GraphQLEnumType } from '../graphql/graphql-js'
import { toGlobalId } from '../graphql/ids'
import type { CountriesEnum, Resolvers } from '../graphql/resolver-types'
import { COUNTRY_STATES } from '../shop/countries'
import { SITE_TIMEZONE } from '../shop/site-time'

export const SITE_TITLE = 'Studio Machines'
export const SITE_DESCRIPTION = 'Workstations and computers for creative professionals in Nigeria'

/** Values read from the schema's own CountriesEnum (the SDL gives an enum value no other value than its name). */
const isCountryCode = (value: unknown): value is CountriesEnum => typeof value === 'string'

export const settingsResolvers: Resolvers = {
  RootQuery: {
    generalSettings: (_, _a, ctx) => ({
      id: toGlobalId('generalSettings', 'general'),
      title: SITE_TITLE,
      description: SITE_DESCRIPTION,
      url: ctx.app.siteUrl,
      language: 'en-US',
      timezone: SITE_TIMEZONE,
      dateFormat: 'F j, Y',
    }),
    /** The shop sells everywhere, as WooCommerce does by default: every CountriesEnum value. */
    allowedCountries: (_, _a, _c, info) => {
      const countries = info.schema.getType('CountriesEnum')
      return countries instanceof GraphQLEnumType
        ? countries
            .getValues()
            .map((v) => v.value)
            .filter(isCountryCode)
        : []
    },
    countryStates: (_, args) =>
      Object.entries(COUNTRY_STATES[args.country] ?? {}).map(([code, name]) => ({ code, name })),
  },
}
