import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { GraphQLSchema } from 'graphql'
import type { App } from '../app'
import { createGraphQLHandler } from '../graphql/handler'
import { listMail } from '../outbox/outbox'
import { refuseDirectDownload, serveDownload } from './download-route'
import { serveIpx, serveUpload } from './image-routes'
import { serveOAuthAuthorize } from './oauth-page'
import { UNAUTHORIZED_ORIGIN_BODY, isAuthorizedOrigin } from './request-origin'
import { servePayment } from '../payment/payment-routes'

const ALLOWED_HEADERS =
  'content-type, accept, authorization, woocommerce-session, apollo-require-preflight, accept-language, x-connect-account'

/**
 * CORS for the storefront: its configured origin and ALLOWED_ORIGINS, plus any localhost origin in development only
 * (in production a page on the shopper's own machine is no more trusted than any other site), with credentials; the
 * `woocommerce-session` response header is exposed so browsers can read the session token.
 */
function applyCors(app: App, req: IncomingMessage, res: ServerResponse) {
  const origin = req.headers.origin
  if (!origin) return
  const allowed =
    origin === new URL(app.storefrontUrl).origin ||
    !!app.allowedOrigins?.has(origin) ||
    (app.development && /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin))
  if (!allowed) return
  res.setHeader('access-control-allow-origin', origin)
  res.setHeader('access-control-allow-credentials', 'true')
  res.setHeader('access-control-expose-headers', 'woocommerce-session')
  res.setHeader('vary', 'Origin')
}

export function createHttpServer(app: App, schema: GraphQLSchema): Server {
  const graphql = createGraphQLHandler(app, schema)
  const paymentDeps = {
    db: app.db,
    payment: app.payment,
    log: (message: string) => app.quiet || console.warn(message),
  }
  return createServer(async (req, res) => {
    let url: URL
    try {
      url = new URL(req.url ?? '/', 'http://backend')
    } catch {
      return res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request')
    }
    try {
      applyCors(app, req, res)
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-methods': 'GET, POST, OPTIONS',
          'access-control-allow-headers': ALLOWED_HEADERS,
          'access-control-max-age': '86400',
        })
        return res.end()
      }
      const route = url.pathname
      if (route === '/graphql' || route === '/graphql/') {
        if (req.method !== 'GET' && req.method !== 'POST')
          return res.writeHead(405, { allow: 'GET, POST' }).end()
        if (!isAuthorizedOrigin(app.allowedOrigins, req))
          return res
            .writeHead(403, { 'content-type': 'application/json; charset=utf-8' })
            .end(UNAUTHORIZED_ORIGIN_BODY)
        return await graphql(req, res, url)
      }
      if (route === '/' && url.searchParams.has('download_file'))
        return await serveDownload(app, req, res, url)
      if (route.startsWith('/wp-content/uploads/downloads/')) return refuseDirectDownload(res)
      if (route.startsWith('/wp-content/uploads/')) return await serveUpload(app, res, route.slice(20))
      if (route.startsWith('/_ipx/')) return await serveIpx(app, req, res, route.slice(6))
      if (route === '/_outbox' && app.outbox) {
        const mail = listMail(app.db, url.searchParams.get('to'))
        return res
          .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
          .end(JSON.stringify(mail))
      }
      if (await servePayment(paymentDeps, req, res, url)) return
      if (route === '/oauth/authorize') return await serveOAuthAuthorize(app, req, res, url)
      if (route === '/') {
        return res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            graphql: `${app.siteUrl}/graphql`,
            ...(app.outbox ? { outbox: `${app.siteUrl}/_outbox` } : {}),
            storefront: app.storefrontUrl,
          }),
        )
      }
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
    } catch (err) {
      if (!app.quiet) console.error('[http] request failed:', err)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end('Internal server error')
    }
  })
}
