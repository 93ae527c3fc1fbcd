// The part of madge's API (https://github.com/pahen/madge) that tests/unit/import-cycles.test.ts uses; madge ships no types.
declare module 'madge' {
  interface MadgeConfig {
    baseDir?: string
    fileExtensions?: string[]
    excludeRegExp?: RegExp[]
    tsConfig?: string
    detectiveOptions?: Record<string, Record<string, unknown>>
  }
  interface MadgeResult {
    /** Each file and the files it imports, relative to baseDir. */
    obj(): Record<string, string[]>
    /** Cycles found by a depth-first walk (not every one: see the test's strongly connected components). */
    circular(): string[][]
    warnings(): { skipped: string[] }
  }
  export default function madge(paths: string | string[], config?: MadgeConfig): Promise<MadgeResult>
}
