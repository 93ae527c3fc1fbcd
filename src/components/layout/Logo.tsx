/** The default logo mark; a shop with its own image sets `public/logo.svg`. */
export function Logo() {
  return (
    <svg className="logo" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
      <rect x="2" y="4" width="28" height="18" rx="3" fill="#0f172a" />
      <rect x="5" y="7" width="22" height="12" rx="1.5" fill="#f97316" />
      <path d="M11 28h10M16 22v6" stroke="#0f172a" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}
