import { GqlError, SOMETHING_WRONG } from '../../graphql/errors'
import type { VariablesOf } from '../../graphql/tada'
import { SHOP_CLIENT_NAME } from '../../shop-kit'
import type { SliceDeps, SliceSet } from '../../shop-kit'
import {
  AddToCart,
  ApplyCoupon,
  ChangeShippingMethod,
  RemoveCoupons,
  UpdateCartQuantity,
} from './cart-documents'

export type AddToCartInput = VariablesOf<typeof AddToCart>['input']

/** The cart's client state and actions. The cart itself is in the GraphQL cache (useCart). */
export interface CartSlice {
  /** Set when a cart operation starts, cleared whenever the cart in the cache changes (or the operation fails). */
  isUpdatingCart: boolean
  /** Adds to the cart; opens the cart panel when `autoOpenCart` is on. Throws a GqlError for the shopper. */
  addToCart(input: AddToCartInput): Promise<void>
  /** Sets a line's quantity, shown at once and rolled back if the backend refuses. */
  updateItemQuantity(key: string, quantity: number): Promise<void>
  removeItem(key: string): Promise<void>
  /** Set while a coupon is being applied or removed. */
  isUpdatingCoupon: boolean
  /** Applies a coupon code (trimmed); throws the backend's refusal (e.g. 'Coupon "x" does not exist!'). */
  applyCoupon(code: string): Promise<void>
  /** Removes one applied coupon. */
  removeCoupon(code: string): Promise<void>
  /** Chooses a shipping rate by its id (e.g. `local_pickup:3`) for the cart's one package. */
  setShippingMethod(id: string): Promise<void>
}

/** A cart mutation's payload must carry the cart; one without it is a failure. */
function requireCart(payload: { cart?: unknown } | null | undefined, operationName: string): void {
  if (payload?.cart) return
  throw new GqlError({
    client: SHOP_CLIENT_NAME,
    operationType: 'mutation',
    operationName,
    statusCode: null,
    messages: [SOMETHING_WRONG],
  })
}

export function createCartSlice(deps: SliceDeps, set: SliceSet<CartSlice>): CartSlice {
  const { run } = deps

  /** Runs a cart mutation with the updating flag; failures clear it and are rethrown (GqlError). */
  async function cartOperation(send: () => Promise<void>): Promise<void> {
    set({ isUpdatingCart: true })
    try {
      await deps.afterInit()
      await send()
    } finally {
      set({ isUpdatingCart: false })
    }
  }

  const updateQuantity = (key: string, quantity: number) =>
    cartOperation(async () =>
      requireCart(
        (await run('mutation', UpdateCartQuantity, { key, quantity })).updateItemQuantities,
        'UpDateCartQuantity',
      ),
    )

  /** A coupon operation: the cart's updating flag and the coupon flag, cleared however it ends. */
  async function couponOperation(send: () => Promise<void>): Promise<void> {
    set({ isUpdatingCoupon: true })
    try {
      await cartOperation(send)
    } finally {
      set({ isUpdatingCoupon: false })
    }
  }

  return {
    isUpdatingCart: false,
    isUpdatingCoupon: false,
    async addToCart(input) {
      await cartOperation(async () =>
        requireCart((await run('mutation', AddToCart, { input })).addToCart, 'addToCart'),
      )
      if (deps.settings.autoOpenCart) deps.setCartOpen(true)
    },
    updateItemQuantity: updateQuantity,
    removeItem: (key) => updateQuantity(key, 0),
    applyCoupon: (code) =>
      couponOperation(async () =>
        requireCart((await run('mutation', ApplyCoupon, { code: code.trim() })).applyCoupon, 'applyCoupon'),
      ),
    removeCoupon: (code) =>
      couponOperation(async () =>
        requireCart((await run('mutation', RemoveCoupons, { codes: [code] })).removeCoupons, 'removeCoupons'),
      ),
    setShippingMethod: (id) =>
      cartOperation(async () =>
        requireCart(
          (await run('mutation', ChangeShippingMethod, { shippingMethods: [id] })).updateShippingMethod,
          'ChangeShippingMethod',
        ),
      ),
  }
}
