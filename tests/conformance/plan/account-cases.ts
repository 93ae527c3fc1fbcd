import type { PlannedCase } from './planned-case'

/** The account cases the recorder sends to a real WooCommerce and the replay sends to the embedded backend. */
export const accountCases: PlannedCase[] = [
  {
    name: 'Logout-authed',
    operationName: 'Logout',
    send: {
      session: true,
      auth: true,
    },
  },
  {
    name: 'Logout-guest',
    operationName: 'Logout',
  },
  {
    name: 'ResetPasswordEmail-known',
    operationName: 'ResetPasswordEmail',
    variables: {
      username: 'demo@example.com',
    },
  },
  {
    name: 'ResetPasswordEmail-unknown',
    operationName: 'ResetPasswordEmail',
    variables: {
      username: 'nobody-{run}@example.com',
    },
  },
  {
    name: 'ResetPasswordKey-bad-key',
    operationName: 'ResetPasswordKey',
    variables: {
      key: 'badkey123',
      login: 'demo',
      password: 'N3w-Passw0rd!',
    },
  },
  {
    name: 'ResetPasswordKey-bad-login',
    operationName: 'ResetPasswordKey',
    variables: {
      key: 'badkey123',
      login: 'nobody-{run}',
      password: 'N3w-Passw0rd!',
    },
  },
  {
    name: 'UpdateCustomer-address-ok',
    operationName: 'UpdateCustomer',
    variables: {
      input: {
        id: '$demo.id',
        billing: {
          city: 'Ikeja',
          state: 'LA',
          country: 'NG',
        },
      },
    },
    send: {
      session: true,
      auth: true,
    },
  },
  {
    name: 'UpdateCustomer-bad-email',
    operationName: 'UpdateCustomer',
    variables: {
      input: {
        id: '$demo.id',
        email: 'not-an-email',
      },
    },
    send: {
      session: true,
      auth: true,
    },
  },
  {
    name: 'accountCountries-authed',
    operationName: 'accountCountries',
    send: {
      session: true,
      auth: true,
    },
  },
  {
    name: 'accountCountries-guest',
    operationName: 'accountCountries',
  },
  {
    name: 'checkPassword-ok',
    operationName: 'checkPassword',
    variables: {
      username: 'demo@example.com',
      password: 'demo-password',
    },
  },
  {
    name: 'checkPassword-wrong',
    operationName: 'checkPassword',
    variables: {
      username: 'demo@example.com',
      password: 'nope',
    },
  },
  {
    name: 'customerView-authed',
    operationName: 'customerView',
    send: {
      session: true,
      auth: true,
    },
  },
  {
    name: 'customerView-guest-with-session',
    operationName: 'customerView',
    send: {
      session: true,
    },
  },
  {
    name: 'login-empty-password',
    operationName: 'login',
    variables: {
      username: 'demo@example.com',
      password: '',
    },
  },
  {
    name: 'login-ok',
    operationName: 'login',
    variables: {
      username: 'demo@example.com',
      password: 'demo-password',
    },
  },
  {
    name: 'login-unknown-user-nodebug',
    operationName: 'login',
    note: 'GRAPHQL_DEBUG off (production-like)',
    variables: {
      username: 'nobody-nodebug@example.com',
      password: 'x-password',
    },
  },
  {
    name: 'login-unknown-user',
    operationName: 'login',
    variables: {
      username: 'nobody-{run}@example.com',
      password: 'x-password',
    },
  },
  {
    name: 'login-wrong-password-nodebug',
    operationName: 'login',
    note: 'GRAPHQL_DEBUG off (production-like)',
    variables: {
      username: 'demo@example.com',
      password: 'not-the-password',
    },
  },
  {
    name: 'login-wrong-password',
    operationName: 'login',
    variables: {
      username: 'demo@example.com',
      password: 'not-the-password',
    },
  },
  {
    name: 'loginWithProvider-unknown-provider-code',
    operationName: 'loginWithProvider',
    variables: {
      input: {
        provider: 'GOOGLE',
        oauthResponse: {
          code: 'x',
          state: 'y',
        },
      },
    },
  },
  {
    name: 'refreshToken-garbage',
    operationName: 'refreshToken',
    variables: {
      token: 'garbage-token',
    },
  },
  {
    name: 'refreshToken-ok',
    operationName: 'refreshToken',
  },
  {
    name: 'registerCustomer-existing-email',
    operationName: 'registerCustomer',
    variables: {
      input: {
        username: 'corpusx{run}',
        email: 'demo@example.com',
        password: 'Str0ng-Passw0rd!',
      },
    },
  },
  {
    name: 'registerCustomer-existing-username',
    operationName: 'registerCustomer',
    variables: {
      input: {
        username: 'corpus{run}',
        email: 'corpus-b-{run}@example.com',
        password: 'Str0ng-Passw0rd!',
      },
    },
  },
  {
    name: 'registerCustomer-ok',
    operationName: 'registerCustomer',
    variables: {
      input: {
        username: 'corpusok{run}',
        email: 'corpus-ok-{run}@example.com',
        password: 'Str0ng-Passw0rd!',
      },
    },
  },
  {
    name: 'updatePassword-guest',
    operationName: 'updatePassword',
    variables: {
      id: '$demo.id',
      password: 'hacked-password',
    },
  },
  {
    name: 'updatePassword-same-password',
    operationName: 'updatePassword',
    variables: {
      id: '$demo.id',
      password: 'demo-password',
    },
    send: {
      session: true,
      auth: true,
    },
  },
  {
    name: 'updateProfile-guest',
    operationName: 'updateProfile',
    variables: {
      input: {
        firstName: 'X',
      },
    },
  },
  {
    name: 'updateProfile-ok',
    operationName: 'updateProfile',
    variables: {
      input: {
        id: '$demo.id',
        firstName: 'Ada',
        lastName: 'Obi',
      },
    },
    send: {
      session: true,
      auth: true,
    },
  },
  {
    name: 'viewerView-authed',
    operationName: 'viewerView',
    send: {
      session: true,
      auth: true,
    },
  },
  {
    name: 'viewerView-expired-bearer',
    operationName: 'viewerView',
    note: 'exp set 1 h in the past, re-signed with the server secret',
    send: {
      auth: true,
    },
  },
  {
    name: 'viewerView-garbage-bearer',
    operationName: 'viewerView',
    send: {
      auth: 'garbage',
    },
  },
  {
    name: 'viewerView-guest',
    operationName: 'viewerView',
  },
  {
    name: 'registerCustomer-probe-viewer',
    operationName: 'registerCustomer',
    note: 'registering selecting viewer, which fails: the new account is not the viewer of the request',
    probe:
      'mutation registerCustomer($input: RegisterCustomerInput!) {\n  registerCustomer(input: $input) {\n' +
      '    authToken\n    customer {\n      id\n      databaseId\n      email\n      username\n      billing {\n        city\n      }\n    }\n' +
      '    viewer {\n      id\n      email\n    }\n  }\n}',
    variables: {
      input: {
        username: 'corpusviewer{run}',
        email: 'corpus-viewer-{run}@example.com',
        password: 'Str0ng-Passw0rd!',
      },
    },
  },
]
