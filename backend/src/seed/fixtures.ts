/** The fixed parts of the demo shop: categories, attribute terms, coupons, shipping, demo accounts. */

export const CATEGORIES = [
  {
    id: 1,
    slug: 'made-to-order',
    name: 'Made to order',
    color: '#b4530a',
    skuPrefix: 'MTO',
    order: 1,
    description: 'Workstations built to your order around the processor and graphics card your work needs.',
  },
  {
    id: 2,
    slug: 'desktop',
    name: 'Desktop',
    color: '#1d4ed8',
    skuPrefix: 'DT',
    order: 2,
    description: 'Tower workstations for photo, video and 3D work, assembled and tested in Lagos.',
  },
  {
    id: 3,
    slug: 'laptop',
    name: 'Laptop',
    color: '#047857',
    skuPrefix: 'LT',
    order: 3,
    description:
      'Laptops with colour-accurate screens and dedicated graphics, for creative work on the move.',
  },
  {
    id: 4,
    slug: 'accessories',
    name: 'Accessories',
    color: '#7c3aed',
    skuPrefix: 'AC',
    order: 4,
    description: 'Monitors, calibrators, pen tablets, docks, drives, keyboards, headphones and software.',
  },
] as const

export type Category = (typeof CATEGORIES)[number]

export const COLORS = [
  { id: 11, slug: 'black', name: 'Black', hex: '#1f2937' },
  { id: 12, slug: 'silver', name: 'Silver', hex: '#b8bcc4' },
  { id: 13, slug: 'space-grey', name: 'Space Grey', hex: '#4b5563' },
  { id: 14, slug: 'white', name: 'White', hex: '#e5e7eb' },
  { id: 15, slug: 'midnight-blue', name: 'Midnight Blue', hex: '#1e3a8a' },
  { id: 16, slug: 'forest-green', name: 'Forest Green', hex: '#166534' },
] as const

export const SIZES = [
  { id: 21, slug: '14-inch', name: '14-inch' },
  { id: 22, slug: '16-inch', name: '16-inch' },
  { id: 23, slug: '17-inch', name: '17-inch' },
  { id: 24, slug: '27-inch', name: '27-inch' },
  { id: 25, slug: '32-inch', name: '32-inch' },
] as const

export const COUPONS = [
  { code: 'WELCOME10', type: 'percent', amount: 10, description: '10% off your first order' },
  { code: 'SAVE5000', type: 'fixed_cart', amount: 5000_00, description: '₦5,000 off your cart' },
]

/** Shipping zones: Lagos state, the rest of Nigeria, everywhere else. Costs in kobo. */
export const SHIPPING_METHODS = [
  {
    instanceId: 1,
    zone: 'NG:LA',
    methodId: 'flat_rate',
    title: 'Flat rate',
    cost: 3500_00,
    minAmount: null,
    position: 1,
  },
  {
    instanceId: 2,
    zone: 'NG:LA',
    methodId: 'free_shipping',
    title: 'Free shipping',
    cost: 0,
    minAmount: 1_000_000_00,
    position: 2,
  },
  {
    instanceId: 3,
    zone: 'NG:LA',
    methodId: 'local_pickup',
    title: 'Local pickup',
    cost: 0,
    minAmount: null,
    position: 3,
  },
  {
    instanceId: 4,
    zone: 'NG',
    methodId: 'flat_rate',
    title: 'Flat rate',
    cost: 7500_00,
    minAmount: null,
    position: 1,
  },
  {
    instanceId: 5,
    zone: 'NG',
    methodId: 'free_shipping',
    title: 'Free shipping',
    cost: 0,
    minAmount: 1_000_000_00,
    position: 2,
  },
  {
    instanceId: 6,
    zone: '*',
    methodId: 'flat_rate',
    title: 'International flat rate',
    cost: 65_000_00,
    minAmount: null,
    position: 1,
  },
]

export const DEMO_ACCOUNTS = [
  {
    id: 1,
    username: 'demo',
    email: 'demo@example.com',
    password: 'demo-password',
    firstName: 'Demo',
    lastName: 'Customer',
    city: 'Ikeja',
    state: 'LA',
    address1: '12 Allen Avenue',
    phone: '08031234567',
  },
  {
    id: 2,
    username: 'ada',
    email: 'ada@example.com',
    password: 'ada-password',
    firstName: 'Ada',
    lastName: 'Okafor',
    city: 'Enugu',
    state: 'EN',
    address1: '4 Ogui Road',
    phone: '08059876543',
  },
]

export const REVIEWERS = [
  'Chinedu Eze',
  'Funmi Adeyemi',
  'Tunde Bakare',
  'Ngozi Obi',
  'Ibrahim Musa',
  'Kemi Alade',
  'Segun Ojo',
  'Amaka Nwosu',
  'Yusuf Bello',
  'Bisi Oladipo',
]
