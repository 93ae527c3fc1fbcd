// The simulated checkout page's script (served as a file: the page's CSP allows only its own scripts). It speaks
// the checkout side of Paystack's popup protocol with @paystack/inline-js: see payment-simulator/README.md.
;(() => {
  const body = document.body
  const api = body.dataset.api
  const ancestors = JSON.parse(body.dataset.frameAncestors || '[]')
  const sheet = document.querySelector('.sheet')
  const statusLine = document.querySelector('.status')
  const buttons = Array.from(document.querySelectorAll('button[data-outcome]'))
  const payButton = document.querySelector('button[data-outcome="success"]')
  const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/
  const allowed = (origin) => ancestors.includes(origin) || LOOPBACK.test(origin)

  if (window.parent === window) {
    document.querySelector('.direct').hidden = false
    return
  }

  let parentOrigin = null
  /** The transaction on the sheet: `{key, id, accessCode, reference, customer}` (no id while it loads). */
  let current = null
  /** Counts inline:url messages: a load answered after a newer one arrived is dropped. */
  let seq = 0
  /** The seq of the transaction that finished (success, cancel, transfer) and awaits the SDK's "close". */
  let closingSeq = null

  const send = (event, data) => {
    if (parentOrigin)
      window.parent.postMessage(data === undefined ? { event } : { event, data }, parentOrigin)
  }
  const text = (selector, value) => (document.querySelector(selector).textContent = value)
  const naira = (kobo) =>
    `₦${Math.floor(kobo / 100)
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${String(kobo % 100).padStart(2, '0')}`
  const setBusy = (busy) => buttons.forEach((b) => (b.disabled = busy))

  function reset() {
    current = null
    delete body.dataset.reference
    delete body.dataset.accessCode
    for (const selector of ['.merchant', '.email', '.amount strong']) text(selector, '')
    payButton.textContent = 'Pay'
    statusLine.textContent = ''
    setBusy(true)
  }

  async function callApi(params) {
    const { language, connect_account: connectAccount, ...rest } = params
    const headers = { 'content-type': 'application/json' }
    if (typeof language === 'string' && language) headers['accept-language'] = language
    if (typeof connectAccount === 'string' && connectAccount) headers['x-connect-account'] = connectAccount
    const response = rest.accessCode
      ? await fetch(`${api}/transaction/verify_access_code/${encodeURIComponent(rest.accessCode)}`, {
          headers,
        })
      : await fetch(`${api}/checkout/request_inline`, { method: 'POST', headers, body: JSON.stringify(rest) })
    return response.json()
  }

  async function load(params) {
    const key = JSON.stringify(params)
    // The SDK announces a transaction again when the page says it loaded; the same one is not created twice.
    if (current && current.key === key && closingSeq !== seq) return
    reset()
    // Shown at once: the SDK's "render" may have reached this page before it loaded, and been lost.
    sheet.hidden = false
    statusLine.textContent = 'Loading…'
    current = { key }
    const mine = ++seq
    let answer
    try {
      answer = await callApi(params)
    } catch {
      answer = null
    }
    if (mine !== seq) return
    if (!answer || answer.status !== true || !answer.data) {
      const message = (answer && answer.message) || 'Error occurred'
      statusLine.textContent = message
      send('error', { type: 'setup', message })
      return
    }
    const data = answer.data
    current = {
      key,
      id: data.id,
      accessCode: data.access_code,
      reference: data.reference,
      customer: data.customer,
    }
    body.dataset.reference = data.reference
    body.dataset.accessCode = data.access_code
    text('.merchant', data.merchant_name)
    text('.email', data.email)
    text('.amount strong', naira(data.amount))
    payButton.textContent = `Pay ${naira(data.amount)}`
    const done = data.transaction_status === 'success' || data.transaction_status === 'pending'
    statusLine.textContent = done ? 'This transaction is already completed.' : ''
    setBusy(done)
    send('loaded:transaction', { id: data.id, customer: data.customer, accessCode: data.access_code })
  }

  async function charge(outcome) {
    const tx = current
    if (!tx || !tx.accessCode) return
    setBusy(true)
    statusLine.textContent = 'Processing…'
    let answer
    try {
      const response = await fetch('/charge', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ accessCode: tx.accessCode, outcome }),
      })
      answer = await response.json()
    } catch {
      answer = null
    }
    if (tx !== current) return
    const refused = !answer || answer.status !== true
    if (refused || outcome === 'failed') {
      const message = refused ? (answer && answer.message) || 'Error occurred' : 'Declined'
      statusLine.textContent = message
      send('error', { type: 'charge', message })
      return setBusy(false)
    }
    statusLine.textContent = answer.message
    closingSeq = seq
    if (outcome === 'success') {
      const trans = String(tx.id)
      send('success', {
        id: tx.id,
        reference: tx.reference,
        message: 'Approved',
        status: 'success',
        trans,
        transaction: trans,
        trxref: tx.reference,
      })
    } else if (outcome === 'pending') send('transfer:pending', { status: 'pending' })
    else send('cancel', { status: 'abandoned' })
  }

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || !allowed(event.origin)) return
    if (parentOrigin && event.origin !== parentOrigin) return
    const message = event.data
    if (message === 'render') {
      sheet.hidden = false
    } else if (message === 'close') {
      // The SDK says "close" 300 ms after hiding the frame; by then it may have opened a newer transaction.
      const stale = closingSeq !== null && closingSeq !== seq
      closingSeq = null
      if (stale) return
      sheet.hidden = true
      reset()
    } else if (message && typeof message === 'object' && message.type === 'inline:url') {
      if (!message.params || typeof message.params !== 'object') return
      parentOrigin = event.origin
      void load(message.params)
    }
  })
  for (const button of buttons) button.addEventListener('click', () => void charge(button.dataset.outcome))
  reset()
  // No data, so no need to know the parent's origin yet; the frame-ancestors policy decides who may frame this page.
  window.parent.postMessage({ event: 'loaded:checkout' }, '*')
})()
