/**
 * A button in one of three variants and three sizes. Without `href` it is a react-aria Button
 * (client); with `href` it is a link styled as a button, rendered by Next's Link (SiteLink) or by the
 * component given in `as` (for example the localized `Link` of '@/i18n/navigation', whose typed
 * `href` then applies). No 'use client' here, so a server component can render a link button.
 */
import type { ComponentPropsWithoutRef, ElementType, ReactElement } from 'react'
import { ActionButton, type ActionButtonProps } from './ActionButton'
import { ButtonInner, type ButtonLookProps, buttonClassName } from './ButtonParts'
import { SiteLink } from './SiteLink'

export type { ButtonSize, ButtonVariant } from './ButtonParts'
export { buttonClassName }

type LinkComponent = ElementType

export type LinkButtonProps<C extends LinkComponent = typeof SiteLink> = ButtonLookProps & {
  /** The link component to render; defaults to SiteLink (next/link). */
  as?: C
} & Omit<ComponentPropsWithoutRef<C>, keyof ButtonLookProps | 'as'> & {
    href: ComponentPropsWithoutRef<C>['href']
  }

export type ButtonProps = ActionButtonProps | LinkButtonProps<LinkComponent>

export function Button(props: ActionButtonProps): ReactElement
export function Button<C extends LinkComponent = typeof SiteLink>(props: LinkButtonProps<C>): ReactElement
export function Button(props: ButtonProps): ReactElement {
  if (props.href === undefined) return <ActionButton {...(props as ActionButtonProps)} />

  const {
    as,
    href,
    variant,
    size,
    icon,
    iconPosition,
    fullWidth,
    disabled = false,
    className,
    children,
    ...rest
  } = props as LinkButtonProps<LinkComponent>
  const classes = buttonClassName({ variant, size, fullWidth, className })
  const inner = (
    <ButtonInner icon={icon} iconPosition={iconPosition}>
      {children}
    </ButtonInner>
  )
  // A link cannot be disabled: render it without href, announced as a disabled link. It stays in the
  // tab order so keyboard and screen-reader users still come across it.
  if (disabled) {
    return (
      // biome-ignore lint/a11y/useValidAnchor: a disabled link has no href by design; role="link" keeps its role.
      <a role="link" aria-disabled="true" tabIndex={0} className={classes} data-disabled="true">
        {inner}
      </a>
    )
  }
  const Component: ElementType = as ?? SiteLink
  return (
    <Component {...rest} href={href} className={classes}>
      {inner}
    </Component>
  )
}
