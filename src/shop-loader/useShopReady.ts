import { useUiStore } from '../store/ui-store'

/** Whether the shop layer (GraphQL client and shop store) has loaded. Eager and tiny. */
export function useShopReady(): boolean {
  return useUiStore((s) => s.isShopReady)
}
