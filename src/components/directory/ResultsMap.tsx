'use client'

/**
 * The current page's professionals on a MapLibre map. The list stays the accessible way through the results:
 * the map is a labelled region, and each pin's popup links to the company page.
 */
import 'maplibre-gl/dist/maplibre-gl.css'
import { LngLatBounds, Map as MapLibreMap, Marker, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl'
import { useEffect, useRef } from 'react'
import styles from './Directory.module.css'

// MapLibre finds its worker next to its own module, which the bundle moved: the bundler copies the worker file
// into the static assets for this reference, and MapLibre is told where it went.
setWorkerUrl(new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href)

export interface MapPin {
  id: string
  title: string
  place: string
  href: string
  latitude: number
  longitude: number
}

/** A popup's content built as DOM nodes: names are text, never markup. */
function popupContent(pin: MapPin): HTMLElement {
  const root = document.createElement('div')
  const link = document.createElement('a')
  link.href = pin.href
  link.textContent = pin.title
  const place = document.createElement('p')
  place.textContent = pin.place
  root.append(link, place)
  return root
}

/**
 * Pins are for pointers: the list beside the map holds the same companies and links for keyboards and screen
 * readers, and pins of one town may overlap (below the 24 px target size), so they stay out of the tab order.
 */
function pointerOnly(pin: HTMLElement, title: string): void {
  pin.setAttribute('aria-hidden', 'true')
  pin.setAttribute('tabindex', '-1')
  pin.title = title
}

export default function ResultsMap({
  styleUrl,
  pins,
  near,
  label,
  youLabel,
}: {
  styleUrl: string
  pins: MapPin[]
  near: { latitude: number; longitude: number } | null
  label: string
  youLabel: string
}) {
  const container = useRef<HTMLDivElement>(null)
  const pinsKey = JSON.stringify([pins.map((p) => [p.id, p.latitude, p.longitude]), near])

  // biome-ignore lint/correctness/useExhaustiveDependencies: pinsKey stands for pins and near, compared by value
  useEffect(() => {
    if (!container.current) return
    const bounds = new LngLatBounds()
    for (const p of pins) bounds.extend([p.longitude, p.latitude])
    if (near) bounds.extend([near.longitude, near.latitude])
    const map = new MapLibreMap({
      container: container.current,
      style: styleUrl,
      // Belgium when there is nothing to show.
      ...(bounds.isEmpty()
        ? { center: [4.47, 50.5], zoom: 6.5 }
        : { bounds, fitBoundsOptions: { padding: { top: 64, bottom: 32, left: 48, right: 48 }, maxZoom: 12 } }),
      cooperativeGestures: true,
      attributionControl: { compact: true },
    })
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right')
    // The design tokens' colours: terracotta for the companies, slate blue for the visitor.
    const tokens = getComputedStyle(document.documentElement)
    const brand = tokens.getPropertyValue('--color-brand').trim()
    const accent = tokens.getPropertyValue('--color-accent').trim()
    for (const p of pins) {
      pointerOnly(
        new Marker({ color: brand })
          .setLngLat([p.longitude, p.latitude])
          .setPopup(new Popup({ offset: 24, closeButton: true }).setDOMContent(popupContent(p)))
          .addTo(map)
          .getElement(),
        p.title,
      )
    }
    if (near) {
      pointerOnly(
        new Marker({ color: accent }).setLngLat([near.longitude, near.latitude]).addTo(map).getElement(),
        youLabel,
      )
    }
    return () => map.remove()
  }, [styleUrl, pinsKey, youLabel])

  return <section ref={container} className={styles.map} aria-label={label} data-testid="results-map" />
}
