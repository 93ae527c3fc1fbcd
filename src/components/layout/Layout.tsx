import type { ReactNode } from 'react'
import { CartPanelSlot } from '../../shop-loader/slots'
import { Footer } from './Footer'
import { Header } from './Header'
import { LoadingBar } from './LoadingBar'
import { MobileMenu } from './MobileMenu'
// In the order of the one stylesheet they were split from (the cascade depends on it).
import './layout.css'
import './header.css'
import './overlays.css'
import './footer.css'

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="app">
      <LoadingBar />
      <Header />
      <MobileMenu />
      <CartPanelSlot />
      <main className="app-main" id="main">
        {children}
      </main>
      <Footer />
    </div>
  )
}
