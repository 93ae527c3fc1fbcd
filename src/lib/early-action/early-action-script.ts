/**
 * Taps on a control marked `data-early-action="<id>"` made before the page's JavaScript has taken that control
 * over (the HTML is there, the chunks are still on their way or hydrating) are not lost: this inline script,
 * in the head and so running before anything can be tapped, queues them (once per id: a second tap is not a
 * second action) and marks the control `data-early-queued` so the shopper sees it was taken. useEarlyAction
 * carries a queued tap out once its component is live, and from then on lets the taps through to React.
 * A queued tap counts as the shopper's first action (actedBeforeLive): the shop runtime starts at once.
 * The static server allows it by its hash (scripts/serve/security-headers.ts); a CDN must send the same.
 */
export const EARLY_ACTION_SCRIPT = [
  '(function(){',
  'var s=window.__earlyActions={queued:{},live:{}};',
  "document.addEventListener('click',function(e){",
  "var c=e.target&&e.target.closest&&e.target.closest('[data-early-action]');",
  "if(!c||c.disabled)return;var id=c.getAttribute('data-early-action');",
  'if(s.live[id])return;',
  'e.preventDefault();e.stopImmediatePropagation();',
  'if(s.queued[id])return;',
  "s.queued[id]=1;s.acted=1;c.setAttribute('data-early-queued','')",
  '},true)',
  '})()',
].join('')

/** What the script keeps on `window.__earlyActions`. */
export interface EarlyActions {
  queued: Record<string, 1 | undefined>
  live: Record<string, boolean | undefined>
  /** A tap was queued: the shopper has acted, though no listener of the page's own saw it. */
  acted?: 1
}

declare global {
  interface Window {
    __earlyActions?: EarlyActions
  }
}

/** Whether the shopper tapped a control before the page was live (the tap was queued, not seen by listeners). */
export function actedBeforeLive(): boolean {
  return typeof window !== 'undefined' && window.__earlyActions?.acted === 1
}
