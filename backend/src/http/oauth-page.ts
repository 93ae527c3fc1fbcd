import type { IncomingMessage, ServerResponse } from 'node:http'
import type { App } from '../app'
import { verifyPassword } from '../auth/passwords'
import { DEMO_PROVIDER, callbackUrl, issueCode } from '../oauth/demo-provider'
import { findUserByLogin } from '../db/users'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(app: App, state: string, message = ''): string {
  const accounts = app.demoLogins
    .map(
      (a) =>
        `<li><button type="button" onclick="fill('${a.email}','${a.password}')">${escapeHtml(a.firstName)} ${escapeHtml(a.lastName)}</button> <code>${a.email}</code> / <code>${a.password}</code></li>`,
    )
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${DEMO_PROVIDER.name}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#0f172a}label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;box-sizing:border-box}.actions{margin-top:1rem;display:flex;gap:.5rem}.error{color:#b91c1c}button{padding:.5rem 1rem}</style></head>
<body><h1>${DEMO_PROVIDER.name}</h1><p>The storefront asks to sign you in with your ${DEMO_PROVIDER.name} account (name and email). This provider is simulated by the local backend.</p>
${message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="/oauth/authorize"><input type="hidden" name="state" value="${escapeHtml(state)}">
<label for="login">Email or username</label><input id="login" name="login" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<div class="actions"><button type="submit" name="decision" value="approve">Approve and continue</button><button type="submit" name="decision" value="deny" formnovalidate>Cancel</button></div></form>
<h2>Demo accounts</h2><ul>${accounts}</ul>
<script>function fill(l,p){document.getElementById('login').value=l;document.getElementById('password').value=p}</script></body></html>`
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = ''
  for await (const chunk of req) {
    body += chunk
    if (body.length > 10_000) break
  }
  return new URLSearchParams(body)
}

/** The demo OAuth provider's consent page: sign in, approve, and go back to the storefront with `code` and `state`. */
export async function serveOAuthAuthorize(app: App, req: IncomingMessage, res: ServerResponse, url: URL) {
  const html = (status: number, body: string) =>
    res
      .writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(body)
  if (req.method === 'GET') return html(200, page(app, url.searchParams.get('state') ?? ''))
  const form = await readForm(req)
  const state = form.get('state') ?? ''
  const target = new URL(callbackUrl(app.storefrontUrl))
  if (form.get('decision') === 'deny') {
    target.search = new URLSearchParams({ error: 'access_denied', state }).toString()
    return res.writeHead(303, { location: target.toString() }).end()
  }
  const user = findUserByLogin(app.db, (form.get('login') ?? '').trim())
  if (!user || !(await verifyPassword(form.get('password') ?? '', user.password_hash)))
    return html(401, page(app, state, 'Unknown account or wrong password.'))
  target.search = new URLSearchParams({ code: issueCode(app.db, user.id, state), state }).toString()
  res.writeHead(303, { location: target.toString() }).end()
}
