'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** Whether the page runs in a browser with JavaScript (false during server rendering and hydration). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
