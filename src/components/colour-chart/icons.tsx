/** The chart's own decorative icons, in currentColor like the kit's; the text beside them carries the meaning. */
import type { ReactNode, SVGProps } from 'react'

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>

function Icon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

/** The syringe logo some finishes carry. */
export function SyringeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10.5 1.5l4 4M12.5 3.5l-2 2M11 7L6 12H4v-2l5-5M9 5l2 2M7.5 6.5l1 1M6 8l1 1M4 12l-2.5 2.5" />
    </Icon>
  )
}

/** The mark of a shade too dark for insulated systems: a circle struck through. */
export function NotForInsulationIcon(props: IconProps) {
  return (
    <Icon strokeWidth={2} {...props}>
      <circle cx="8" cy="8" r="6" />
      <path d="M3.8 12.2l8.4-8.4" />
    </Icon>
  )
}

/** A document (the range's PDF chart). */
export function DocumentIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9.5 1.5H4a1 1 0 0 0-1 1v11a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V5zM9.5 1.5V5H13M5.5 8.5h5M5.5 11h5" />
    </Icon>
  )
}
