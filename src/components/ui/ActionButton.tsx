'use client'

import type { ComponentPropsWithoutRef } from 'react'
import { ButtonInner, type ButtonLookProps, buttonClassName } from './ButtonParts'

/**
 * A button that acts (submits, opens, toggles): the browser's own button with our look. `onPress` runs on
 * click, which the browser also fires for Enter and Space. It used to be react-aria's Button; the native
 * element does the same here, and keeps react-aria's press and hover machinery out of every page's script.
 */
export type ActionButtonProps = ButtonLookProps &
  Omit<ComponentPropsWithoutRef<'button'>, 'className' | 'children' | 'style' | 'disabled' | 'onClick'> & {
    onPress?: () => void
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
  onPress,
  type = 'button',
  href: _href,
  as: _as,
  ...rest
}: ActionButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      data-disabled={disabled || undefined}
      onClick={onPress ? () => onPress() : undefined}
      className={buttonClassName({ variant, size, fullWidth, className })}
    >
      <ButtonInner icon={icon} iconPosition={iconPosition}>
        {children}
      </ButtonInner>
    </button>
  )
}
