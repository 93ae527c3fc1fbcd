import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/serve/ports'
import { simulatorHostsFor } from '../../scripts/serve/simulator-hosts'

const holders: net.Server[] = []
const hold = (port: number) =>
  new Promise<void>((resolve) => {
    const server = net.createServer().listen(port, '127.0.0.1', () => resolve())
    holders.push(server)
  })
afterEach(async () => {
  await Promise.all(holders.splice(0).map((s) => new Promise((r) => s.close(r))))
})

async function configured() {
  const [api, checkout] = [await freePort(), await freePort()]
  return { apiUrl: `http://127.0.0.1:${api}`, checkoutUrl: `http://127.0.0.1:${checkout}` }
}

describe('the payment simulator’s ports for npm start', () => {
  it('keeps the configured ports while they are free', async () => {
    const hosts = await configured()
    expect(await simulatorHostsFor(hosts, false)).toEqual({ hosts, moved: false })
  })

  it('moves to two other free ports when a running simulator (another npm start) holds the defaults', async () => {
    const hosts = await configured()
    await hold(Number(new URL(hosts.apiUrl).port))
    const chosen = await simulatorHostsFor(hosts, false)
    expect(chosen.moved).toBe(true)
    const ports = [chosen.hosts.apiUrl, chosen.hosts.checkoutUrl].map((u) => Number(new URL(u).port))
    expect(new Set(ports).size).toBe(2)
    expect(ports).not.toContain(Number(new URL(hosts.apiUrl).port))
    // Both stay loopback origins, which the SDK and the CSP are given.
    expect(chosen.hosts.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    await hold(ports[0]!)
    await hold(ports[1]!)
  })

  it('names the ports the operator chose when they are taken, instead of moving them', async () => {
    const hosts = await configured()
    const checkout = Number(new URL(hosts.checkoutUrl).port)
    await hold(checkout)
    await expect(simulatorHostsFor(hosts, true)).rejects.toThrow(
      new RegExp(`Port ${checkout} of PAYMENT_API_URL / PAYMENT_CHECKOUT_URL is in use`),
    )
  })
})
