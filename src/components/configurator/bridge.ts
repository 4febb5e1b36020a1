'use client'

import { useSyncExternalStore } from 'react'
import type { EmailProjectValues, SaveProjectValues } from '@/domain/configurator'

/**
 * What the site-wide modals (saveConfigurator, configuratorEmail…) need from the configurator on the page: its
 * messages and its actions. The modals live in the layout, outside the configurator's tree, so the mounted
 * configurator publishes them here and withdraws them when it unmounts.
 */
export interface ConfiguratorBridge {
  messages: Record<string, unknown>
  projectName: string
  contact: { streetLine: string; postalCode: string; locality: string }
  save: (values: SaveProjectValues) => Promise<void>
  email: (values: EmailProjectValues) => Promise<void>
  /** Saves pending changes and answers the PDF's download link. */
  downloadUrl: () => Promise<string>
  restart: () => void
  deleteProject: (id: string) => Promise<void>
}

let current: ConfiguratorBridge | null = null
const listeners = new Set<() => void>()

export function publishBridge(bridge: ConfiguratorBridge | null): void {
  current = bridge
  for (const l of listeners) l()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The configurator's bridge, or null when no configurator is on the page. */
export function useConfiguratorBridge(): ConfiguratorBridge | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}
