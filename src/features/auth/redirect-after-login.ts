/** Where a login goes: the `redirect` query parameter when it is a same-site path, else /my-account. */
export function redirectAfterLogin(search: string): string {
  const target = new URLSearchParams(search).get('redirect')
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')
    ? target
    : '/my-account'
}
