'use client'

/** The results' map, loaded in the browser only, and only on pages that have a map style (MAP_STYLE_URL). */
import dynamic from 'next/dynamic'
import styles from './Directory.module.css'
import type { MapPin } from './ResultsMap'

const ResultsMap = dynamic(() => import('./ResultsMap'), {
  ssr: false,
  loading: () => <div className={styles.map} aria-hidden="true" />,
})

export function MapSection(props: {
  styleUrl: string
  pins: MapPin[]
  near: { latitude: number; longitude: number } | null
  label: string
  youLabel: string
}) {
  return <ResultsMap {...props} />
}
