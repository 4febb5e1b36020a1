/** Device classes by viewport width in CSS pixels. */
export type DeviceClass = 'small' | 'medium' | 'large' | 'xlarge'

export function deviceClass(width: number): DeviceClass {
  if (width < 768) return 'small'
  if (width < 1024) return 'medium'
  if (width <= 1440) return 'large'
  return 'xlarge'
}

export interface Device {
  class: DeviceClass
  isPhone: boolean
  isTablet: boolean
  isDesktop: boolean
  isTouch: boolean
}

export function describeDevice(width: number): Device {
  const c = deviceClass(width)
  return {
    class: c,
    isPhone: c === 'small',
    isTablet: c === 'medium',
    isDesktop: c === 'large' || c === 'xlarge',
    isTouch: c === 'small' || c === 'medium',
  }
}

export const RESIZE_DEBOUNCE_MS = 100
