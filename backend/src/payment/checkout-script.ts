/**
 * The checkout page's script, served as a file (the page's CSP allows only 'self' scripts). It waits for the
 * popup's `inline:url` from its parent window at an allowed origin, then posts every event to that origin only.
 */
export const CHECKOUT_SCRIPT = `(() => {
  const body = document.body
  const accessCode = body.dataset.accessCode
  const id = Number(body.dataset.id)
  const reference = body.dataset.reference
  const storefront = body.dataset.storefront
  const customer = JSON.parse(body.dataset.customer || 'null')
  const sheet = document.querySelector('.sheet')
  const status = document.querySelector('.status')
  const buttons = Array.from(document.querySelectorAll('button[data-outcome]'))
  const framed = window.parent !== window
  const allowed = (origin) =>
    origin === storefront || /^https?:\\/\\/(localhost|127\\.0\\.0\\.1)(:\\d+)?$/.test(origin)
  let parentOrigin = null
  const send = (message) => {
    if (framed && parentOrigin) window.parent.postMessage(message, parentOrigin)
  }
  if (!framed) sheet.hidden = false
  window.addEventListener('message', (event) => {
    if (!framed || event.source !== window.parent || !allowed(event.origin)) return
    const message = event.data
    if (!message || typeof message.type !== 'string') return
    if (message.type === 'inline:url') {
      if (parentOrigin) return
      parentOrigin = event.origin
      send({ event: 'loaded:checkout' })
      return
    }
    if (event.origin !== parentOrigin) return
    if (message.type === 'render') {
      sheet.hidden = false
      send({ event: 'loaded:transaction', data: { id, accessCode, customer } })
    } else if (message.type === 'inline:pay-with-vault') {
      document.querySelector('.vault').hidden = false
    } else if (message.type === 'close') {
      sheet.hidden = true
    }
  })
  const setBusy = (busy) => buttons.forEach((b) => (b.disabled = busy))
  const fail = (message) => {
    status.textContent = message
    send({ event: 'error', data: { type: 'charge', message } })
    setBusy(false)
  }
  for (const button of buttons) {
    button.addEventListener('click', async () => {
      const outcome = button.dataset.outcome
      setBusy(true)
      status.textContent = 'Processing…'
      let answer
      try {
        const response = await fetch(location.pathname.replace(/\\/$/, '') + '/charge', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ outcome }),
        })
        answer = await response.json()
      } catch {
        return fail('Error occurred')
      }
      if (!answer || answer.status !== true) return fail((answer && answer.message) || 'Error occurred')
      if (outcome === 'failed') return fail('Declined')
      status.textContent = answer.message
      if (outcome === 'success') {
        const trans = String(id)
        send({ event: 'success', data: { id, reference, message: 'Approved', status: 'success', trans, transaction: trans, trxref: reference } })
      } else if (outcome === 'pending') send({ event: 'transfer:pending' })
      else send({ event: 'cancel' })
    })
  }
})()
`

export const CHECKOUT_STYLES = `
body{margin:0;font-family:system-ui,sans-serif;color:#0f172a;background:rgba(15,23,42,.55);min-height:100vh;display:flex;align-items:center;justify-content:center}
.sheet{background:#fff;border-radius:12px;padding:24px;width:min(400px,92vw);box-shadow:0 10px 40px rgba(0,0,0,.3)}
.sheet[hidden],[hidden]{display:none}
header p{margin:0 0 4px}.merchant{font-weight:600}.email{color:#475569;font-size:.9rem}.amount{margin-top:12px!important;font-size:1.2rem}
.note{font-size:.8rem;color:#92400e;background:#fef3c7;padding:8px;border-radius:6px}
.actions{display:grid;gap:10px;margin-top:16px}
button{min-height:44px;border-radius:6px;border:1px solid #cbd5e1;background:#fff;font-size:1rem;cursor:pointer}
button.primary{background:#0ba4db;border-color:#0ba4db;color:#fff;font-weight:600}
button.cancel{border:0;color:#475569;text-decoration:underline}
button:disabled{opacity:.6;cursor:wait}
.status{min-height:1.5em;margin:12px 0 0;color:#b42318}
`
