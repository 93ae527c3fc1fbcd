import { describe, expect, it } from 'vitest'
import {
  DEFAULT_BUILD_BENCH_SIZES,
  parseBuildBenchArgs,
  realShopOrigin,
} from '../../scripts/bench/build-bench-args'

describe('npm run bench:build’s arguments', () => {
  it('builds from the embedded backend at the sizes given, 10,000 products without any', () => {
    expect(parseBuildBenchArgs([])).toEqual({ sizes: DEFAULT_BUILD_BENCH_SIZES, real: null })
    expect(DEFAULT_BUILD_BENCH_SIZES).toEqual([10_000])
    expect(parseBuildBenchArgs(['10000', '50_000', '100000'])).toEqual({
      sizes: [10_000, 50_000, 100_000],
      real: null,
    })
  })

  it('refuses a size that is no number of products', () => {
    expect(() => parseBuildBenchArgs(['0'])).toThrow(/A size is a number of products such as 10000, got "0"/)
    expect(() => parseBuildBenchArgs(['1e3x'])).toThrow(/got "1e3x"/)
    expect(() => parseBuildBenchArgs(['2.5'])).toThrow(/got "2.5"/)
  })

  it('--real takes the shop’s endpoint, and the origin its requests carry with --real-origin', () => {
    expect(parseBuildBenchArgs(['--real', 'http://127.0.0.1:8088/graphql'])).toEqual({
      sizes: [],
      real: { graphqlUrl: 'http://127.0.0.1:8088/graphql' },
    })
    expect(
      parseBuildBenchArgs([
        '--real',
        'https://shop.example/graphql',
        '--real-origin',
        'http://localhost:3000/',
      ]),
    ).toEqual({
      sizes: [],
      real: { graphqlUrl: 'https://shop.example/graphql', origin: 'http://localhost:3000' },
    })
    expect(
      parseBuildBenchArgs(['--real=http://127.0.0.1:8088/graphql', '--real-origin=http://127.0.0.1:3100'])
        .real,
    ).toEqual({ graphqlUrl: 'http://127.0.0.1:8088/graphql', origin: 'http://127.0.0.1:3100' })
  })

  it('refuses what --real cannot build against', () => {
    expect(() => parseBuildBenchArgs(['--real', 'http://127.0.0.1:8088/graphql', '10000'])).toThrow(
      /--real builds at the shop's own size: leave out the sizes \(10000\)/,
    )
    expect(() => parseBuildBenchArgs(['--real', '127.0.0.1:8088/graphql'])).toThrow(
      /--real takes the shop's GraphQL endpoint/,
    )
    expect(() => parseBuildBenchArgs(['--real', 'ftp://shop.example/graphql'])).toThrow(
      /--real takes the shop's GraphQL endpoint/,
    )
    expect(() => parseBuildBenchArgs(['--real'])).toThrow(/--real/)
    expect(() =>
      parseBuildBenchArgs([
        '--real',
        'http://127.0.0.1:8088/graphql',
        '--real-origin',
        'http://localhost:3000/shop',
      ]),
    ).toThrow(
      /--real-origin takes an origin such as http:\/\/localhost:3000, got "http:\/\/localhost:3000\/shop"/,
    )
    expect(() => parseBuildBenchArgs(['--real-origin', 'http://localhost:3000'])).toThrow(
      /--real-origin needs --real/,
    )
  })

  it('refuses an option it does not know, the removed --model included', () => {
    expect(() => parseBuildBenchArgs(['--model', '1000'])).toThrow(/Unknown option '--model'[\s\S]*Usage:/)
  })
})

describe('the Origin of the bench’s requests to a real shop', () => {
  const shop = { graphqlUrl: 'http://127.0.0.1:8088/graphql' }

  it('is --real-origin when given, over BUILD_ORIGIN and SITE_URL', () => {
    const env = { BUILD_ORIGIN: 'http://build.example', SITE_URL: 'https://www.shop.example' }
    expect(realShopOrigin({ ...shop, origin: 'http://localhost:3000' }, env)).toBe('http://localhost:3000')
  })

  it('is otherwise the build’s own: BUILD_ORIGIN, else SITE_URL’s origin, else http://localhost:3000', () => {
    expect(
      realShopOrigin(shop, { BUILD_ORIGIN: 'http://build.example', SITE_URL: 'https://www.shop.example' }),
    ).toBe('http://build.example')
    expect(realShopOrigin(shop, { SITE_URL: 'https://www.shop.example/' })).toBe('https://www.shop.example')
    expect(realShopOrigin(shop, {})).toBe('http://localhost:3000')
  })
})
