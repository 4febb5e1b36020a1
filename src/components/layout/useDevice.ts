'use client'

import { useEffect, useState } from 'react'
import { type Device, describeDevice, RESIZE_DEBOUNCE_MS } from '@/domain/device'

/** The device class of the current viewport, updated on resize (debounced); desktop on the server. */
export function useDevice(): Device {
  const [device, setDevice] = useState<Device>(() => describeDevice(1280))
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const update = () => setDevice(describeDevice(window.innerWidth))
    const onResize = () => {
      clearTimeout(timer)
      timer = setTimeout(update, RESIZE_DEBOUNCE_MS)
    }
    update()
    window.addEventListener('resize', onResize)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('resize', onResize)
    }
  }, [])
  return device
}
