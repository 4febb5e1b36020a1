'use client'

import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components'
import { ButtonInner, type ButtonLookProps, buttonClassName } from './ButtonParts'

/** A button that acts (submits, opens, toggles): react-aria's Button with our look. */
export type ActionButtonProps = ButtonLookProps &
  Omit<AriaButtonProps, 'className' | 'children' | 'style' | 'isDisabled'> & {
    href?: undefined
    as?: undefined
  }

export function ActionButton({
  variant,
  size,
  icon,
  iconPosition,
  fullWidth,
  disabled = false,
  className,
  children,
  href: _href,
  as: _as,
  ...rest
}: ActionButtonProps) {
  return (
    <AriaButton {...rest} isDisabled={disabled} className={buttonClassName({ variant, size, fullWidth, className })}>
      <ButtonInner icon={icon} iconPosition={iconPosition}>
        {children}
      </ButtonInner>
    </AriaButton>
  )
}
