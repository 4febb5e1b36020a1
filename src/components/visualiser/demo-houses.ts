import type { DemoHouseId } from '@/domain/visualiser/project'

/** The demo houses shipped with the site (drawn by scripts/visualiser-demo-houses.ts), for visitors without a photo. */
export const DEMO_HOUSES = [
  { id: 'terraced', src: '/visualiser/terraced.jpg', thumb: '/visualiser/terraced-thumb.webp' },
  { id: 'villa', src: '/visualiser/villa.jpg', thumb: '/visualiser/villa-thumb.webp' },
  { id: 'apartments', src: '/visualiser/apartments.jpg', thumb: '/visualiser/apartments-thumb.webp' },
  { id: 'renovation', src: '/visualiser/renovation.jpg', thumb: '/visualiser/renovation-thumb.webp' },
] as const satisfies readonly { id: DemoHouseId; src: string; thumb: string }[]

export type DemoHouse = (typeof DEMO_HOUSES)[number]
