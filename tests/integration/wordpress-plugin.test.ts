import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/** Whether a command is on the PATH. */
const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0
const phpReady = has('php') && has('phpunit')

// The companion WordPress plugin's own tests (PHP: `php -l` on every file, then PHPUnit with hand-written
// WordPress and WooCommerce doubles), run by `npm test` like every other layer. `.ci/run` installs Debian's
// php-cli and phpunit; where they are missing this says so and skips.
describe('the companion WordPress plugin (wordpress/forge-headless-payments)', () => {
  it.skipIf(!phpReady)(
    phpReady
      ? 'passes its PHP lint and unit tests'
      : 'passes its PHP lint and unit tests (skipped: php-cli and phpunit are not installed; apt-get install -y php-cli phpunit)',
    () => {
      const run = spawnSync('bash', ['wordpress/run-tests.sh'], { encoding: 'utf8' })
      const output = `${run.stdout}\n${run.stderr}`
      expect(run.status, output).toBe(0)
      expect(output).toMatch(/no syntax errors/)
      expect(output).toMatch(/OK \(\d+ tests, \d+ assertions\)/)
    },
    120_000,
  )
})
