/** The address the recorded guest checkouts of the real shop used (`Checkout-guest-*` cases), without its email. */
export const RECORDED_GUEST_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Obi',
  address1: '12 Marina Road',
  city: 'Ikeja',
  state: 'LA',
  postcode: '100001',
  country: 'NG',
  phone: '+2348012345678',
}
