import type { DocumentLike } from './dom-types'
import { WALLET, type WalletPort } from './wallet-port'

/**
 * The wallet button inside `container`: the vendor's own element when its script loads, else a plain styled button
 * (SPEC §8) so the shopper can still pay.
 */
export async function mountWalletButton(
  doc: DocumentLike,
  container: HTMLElement,
  port: WalletPort,
  label: string,
  onClick: () => void,
): Promise<{ native: boolean; element: HTMLElement }> {
  let native = true
  try {
    await port.loadButtonSdk()
  } catch {
    native = false
  }
  const element = doc.createElement(native ? 'apple-pay-button' : 'button')
  if (native) {
    element.setAttribute('buttonstyle', 'black')
    element.setAttribute('type', 'pay')
    element.setAttribute('locale', 'en')
  } else {
    element.textContent = label
    element.setAttribute('type', 'button')
    Object.assign(element.style, {
      background: '#000',
      color: '#fff',
      border: '0',
      borderRadius: '3px',
      font: 'inherit',
    })
  }
  Object.assign(element.style, {
    display: 'block',
    width: '100%',
    height: WALLET.buttonHeight,
    cursor: 'pointer',
  })
  element.addEventListener('click', onClick)
  container.appendChild(element)
  return { native, element }
}
