import type { PlannedCase } from './planned-case'

/** The cart cases the recorder sends to a real WooCommerce and the replay sends to the embedded backend. */
export const cartCases: PlannedCase[] = [
  {
    name: 'ChangeShippingCounty-ok',
    operationName: 'ChangeShippingCounty',
    variables: {
      shippingState: 'LA',
      shippingCountry: 'NG',
      billingState: 'LA',
      billingCountry: 'NG',
    },
    send: {
      session: true,
    },
  },
  {
    name: 'ChangeShippingMethod-invalid',
    operationName: 'ChangeShippingMethod',
    variables: {
      shippingMethods: ['nope:99'],
    },
    send: {
      session: true,
    },
  },
  {
    name: 'ChangeShippingMethod-ok',
    operationName: 'ChangeShippingMethod',
    variables: {
      shippingMethods: ['local_pickup:2'],
    },
    send: {
      session: true,
    },
  },
  {
    name: 'EmptyCart-already-empty',
    operationName: 'EmptyCart',
    send: {
      session: true,
    },
  },
  {
    name: 'EmptyCart-ok',
    operationName: 'EmptyCart',
    send: {
      session: true,
    },
  },
  {
    name: 'UpDateCartQuantity-above-stock',
    operationName: 'UpDateCartQuantity',
    note: 'separate session; line of the low-stock product set to 50',
    variables: {
      key: '6ea9ab1baa0efb9e19094440c317e21b',
      quantity: 50,
    },
    send: {
      session: true,
    },
  },
  {
    name: 'UpDateCartQuantity-ok',
    operationName: 'UpDateCartQuantity',
    variables: {
      key: '6c8349cc7260ae62e3b1396831a8398f',
      quantity: 2,
    },
    send: {
      session: true,
    },
  },
  {
    name: 'UpDateCartQuantity-unknown-key',
    operationName: 'UpDateCartQuantity',
    variables: {
      key: 'no-such-key',
      quantity: 1,
    },
    send: {
      session: true,
    },
  },
  {
    name: 'addToCart-above-stock',
    operationName: 'addToCart',
    variables: {
      input: {
        productId: '$lowStock',
        quantity: 7,
      },
    },
    send: {
      session: true,
    },
  },
  {
    name: 'addToCart-out-of-stock',
    operationName: 'addToCart',
    variables: {
      input: {
        productId: '$outOfStock',
        quantity: 1,
      },
    },
    send: {
      session: true,
    },
  },
  {
    name: 'addToCart-quantity-zero',
    operationName: 'addToCart',
    variables: {
      input: {
        productId: '$simple',
        quantity: 0,
      },
    },
    send: {
      session: true,
    },
  },
  {
    name: 'addToCart-simple-ok-nodebug',
    operationName: 'addToCart',
    note: 'GRAPHQL_DEBUG off (production-like)',
    variables: {
      input: {
        productId: '$otherSimple',
        quantity: 1,
      },
    },
  },
  {
    name: 'addToCart-simple-ok',
    operationName: 'addToCart',
    variables: {
      input: {
        productId: '$simple',
        quantity: 1,
      },
    },
    send: {
      session: true,
    },
  },
  {
    name: 'addToCart-unknown-product',
    operationName: 'addToCart',
    variables: {
      input: {
        productId: 999999,
        quantity: 1,
      },
    },
    send: {
      session: true,
    },
  },
  {
    name: 'addToCart-variable-no-variation',
    operationName: 'addToCart',
    variables: {
      input: {
        productId: '$variable',
        quantity: 1,
      },
    },
    send: {
      session: true,
    },
  },
  {
    name: 'addToCart-variation-ok',
    operationName: 'addToCart',
    variables: {
      input: {
        productId: '$variable',
        variationId: '$variation',
        quantity: 1,
        variation: '$variation.attributes',
      },
    },
    send: {
      session: true,
    },
  },
  {
    name: 'applyCoupon-invalid',
    operationName: 'applyCoupon',
    variables: {
      code: 'NOPE-NOT-A-COUPON',
    },
    send: {
      session: true,
    },
  },
  {
    name: 'applyCoupon-lowercase',
    operationName: 'applyCoupon',
    variables: {
      code: 'welcome10',
    },
    send: {
      session: true,
    },
  },
  {
    name: 'applyCoupon-ok',
    operationName: 'applyCoupon',
    variables: {
      code: 'WELCOME10',
    },
    send: {
      session: true,
    },
  },
  {
    name: 'applyCoupon-twice',
    operationName: 'applyCoupon',
    variables: {
      code: 'WELCOME10',
    },
    send: {
      session: true,
    },
  },
  {
    name: 'cartView-ok',
    operationName: 'cartView',
    send: {
      session: true,
    },
  },
  {
    name: 'getCart-authed-session',
    operationName: 'getCart',
    send: {
      session: true,
      auth: true,
    },
  },
  {
    name: 'getCart-bad-origin',
    operationName: 'getCart',
    note: 'Origin not in the allowed list',
    send: {
      origin: 'foreign',
    },
  },
  {
    name: 'getCart-garbage-bearer',
    operationName: 'getCart',
    send: {
      auth: 'garbage',
    },
  },
  {
    name: 'getCart-no-origin',
    operationName: 'getCart',
    note: 'request without Origin header',
    send: {
      origin: 'none',
    },
  },
  {
    name: 'getCart-no-session',
    operationName: 'getCart',
  },
  {
    name: 'getCart-session-bare-token',
    operationName: 'getCart',
    send: {
      session: 'bare',
    },
  },
  {
    name: 'getCart-session-garbage',
    operationName: 'getCart',
    send: {
      session: true,
    },
  },
  {
    name: 'removeCoupons-not-applied',
    operationName: 'removeCoupons',
    variables: {
      codes: ['NOPE'],
    },
    send: {
      session: true,
    },
  },
  {
    name: 'removeCoupons-ok',
    operationName: 'removeCoupons',
    variables: {
      codes: ['WELCOME10'],
    },
    send: {
      session: true,
    },
  },
  {
    name: 'addToCart-probe-cartitem-id',
    operationName: 'addToCart',
    note: 'a document selecting CartItem.id, which WooGraphQL 1.0.2 cannot resolve',
    probe:
      'mutation addToCart($input: AddToCartInput!) {\n  addToCart(input: $input) {\n    cartItem {\n      key\n      id\n      quantity\n    }\n  }\n}',
    variables: {
      input: {
        productId: '$simple',
        quantity: 1,
      },
    },
    send: {
      session: true,
    },
  },
]
