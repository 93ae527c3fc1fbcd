import { catalogueChanged, getProduct } from '../db/catalogue'
import { transaction, type Db } from '../db/database'
import { addOrderNote } from '../db/order-notes'
import { returnCouponUses } from '../db/coupon-uses'
import { cancelPendingOrder, getOrderItems, orderCouponCodes, unpaidOrdersPlacedBy } from '../db/orders'
import { returnStock, syncParentStock } from '../db/stock'
import { stockHolder } from './cart'

/** WooCommerce's "Hold stock (minutes)" default (`woocommerce_hold_stock_minutes`). */
export const DEFAULT_HOLD_STOCK_MINUTES = 60
/** WooCommerce's note on an order its sweep cancels. */
export const UNPAID_CANCELLED_NOTE = 'Unpaid order cancelled - time limit reached.'
/** How often the sweep runs while the backend is up (see startUnpaidOrderSweep). */
const SWEEP_INTERVAL_MS = 60_000
/**
 * Orders cancelled per turn of the event loop while serving: 2,000 overdue orders took 0.3 to 0.8 s in one go, a
 * batch of 100 about 10 ms (measured on the development machine), so requests wait little behind a batch.
 */
const SWEEP_BATCH = 100

/** An order's date as placeOrder writes it (UTC, `YYYY-MM-DDTHH:MM:SS`). */
export const orderDateOf = (ms: number) => new Date(ms).toISOString().slice(0, 19)

/** The hold time: the option, else `$HOLD_STOCK_MINUTES`, else 60; 0 turns the sweep off, as in WooCommerce. */
export function holdStockMinutes(option: number | undefined, env: NodeJS.ProcessEnv): number {
  const value =
    option ?? (env.HOLD_STOCK_MINUTES ? Number(env.HOLD_STOCK_MINUTES) : DEFAULT_HOLD_STOCK_MINUTES)
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`HOLD_STOCK_MINUTES must be a whole number of minutes (0 = off), got "${value}"`)
  return value
}

/** Gives an order's items back to stock (WooCommerce's `wc_increase_stock_levels` when an order is cancelled). */
function restoreOrderStock(db: Db, orderId: number): void {
  for (const item of getOrderItems(db, orderId)) {
    const product = getProduct(db, item.product_id)
    if (!product) continue
    const variation = item.variation_id ? (getProduct(db, item.variation_id) ?? null) : null
    returnStock(db, stockHolder({ product, variation }).id, item.quantity)
    if (variation) syncParentStock(db, product.id)
  }
  catalogueChanged(db)
}

/**
 * WooCommerce's `wc_cancel_unpaid_orders` (the `woocommerce_cancel_unpaid_orders` event): every order still pending
 * payment whose hold time has passed is cancelled with the note "Unpaid order cancelled - time limit reached." and
 * its stock and coupon uses restored. WooCommerce cancels only orders `created_via` checkout (the `woocommerce_cancel_unpaid_order`
 * filter); here every order the checkout mutation placed counts as one, whatever `createdVia` label the client sent
 * (WooGraphQL 1.0.3 lets any client set it, e.g. WooNuxt's "WooNuxt", which would otherwise hold stock for ever):
 * the orders swept are those whose placing took stock (`stock_reduced`, WooCommerce's `_order_stock_reduced`).
 * Cash on delivery never appears: WooCommerce's COD gateway makes its orders processing at once (not pending), so
 * its stock stays taken until the shop cancels the order. WooCommerce compares the order's modification date; orders
 * here are not modified while pending, so the date placed is the same. Answers the ids cancelled.
 */
export function sweepUnpaidOrders(db: Db, now: number, holdMinutes: number, limit = -1): number[] {
  if (holdMinutes < 1) return []
  const cutoff = orderDateOf(now - holdMinutes * 60_000)
  return unpaidOrdersPlacedBy(db, cutoff, limit).filter((orderId) => cancelUnpaidOrder(db, orderId, now))
}

/**
 * Cancels a pending order as the sweep does: its stock and coupon uses given back and WooCommerce's note added.
 * False when it is not pending any more (paid meanwhile).
 */
export function cancelUnpaidOrder(db: Db, orderId: number, now: number): boolean {
  return transaction(db, () => {
    if (!cancelPendingOrder(db, orderId)) return false
    restoreOrderStock(db, orderId)
    // WooCommerce's wc_update_coupon_usage_counts: a cancelled order gives its coupon uses back.
    returnCouponUses(db, orderCouponCodes(db, orderId))
    addOrderNote(db, orderId, UNPAID_CANCELLED_NOTE, orderDateOf(now))
    return true
  })
}

/**
 * Runs the sweep now (so orders overdue while the backend was down are cancelled at start: the state is in SQLite)
 * and then every minute. WooCommerce reschedules its event every "Hold stock" minutes, so an order may wait up to
 * twice the hold time; a sweep each minute keeps it within a minute of the hold time. The injected clock decides
 * what is overdue, so tests move time instead of waiting.
 */
export function startUnpaidOrderSweep(
  db: Db,
  opts: {
    clock: () => number
    holdMinutes: number
    log: (message: string) => void
    /** The overdue orders awaiting a provider's payment, settled by asking it (overdue-card-orders.ts). */
    settleCardOrders?: () => Promise<unknown>
  },
) {
  let stopped = false
  let settling = false
  const sweep = (limit = -1) => {
    const cancelled = sweepUnpaidOrders(db, opts.clock(), opts.holdMinutes, limit)
    if (cancelled.length) opts.log(`Cancelled ${cancelled.length} unpaid order(s): hold time reached`)
    return cancelled
  }
  // One settling at a time: each asks the provider about every overdue order, which may take a while.
  const settle = () => {
    if (settling || !opts.settleCardOrders || opts.holdMinutes < 1) return
    settling = true
    opts
      .settleCardOrders()
      .catch((err: Error) => opts.log(`Settling overdue card orders failed: ${err.message}`))
      .finally(() => (settling = false))
  }
  sweep()
  settle()
  // While serving, in batches that let requests through between them; a failed run (a busy database) is retried at
  // the next one rather than taking the server down.
  const run = () => {
    if (stopped) return
    settle()
    try {
      if (sweep(SWEEP_BATCH).length === SWEEP_BATCH) setImmediate(run)
    } catch (err) {
      opts.log(`Unpaid-order sweep failed: ${(err as Error).message}`)
    }
  }
  const timer = opts.holdMinutes >= 1 ? setInterval(run, SWEEP_INTERVAL_MS) : null
  timer?.unref()
  return {
    sweep: () => sweep(),
    stop: () => {
      stopped = true
      if (timer) clearInterval(timer)
    },
  }
}
