import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { Icon } from './icon';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { NEEDS_APP_ATTRIBUTE } from '@/lib/app-ready';
import './button.css';

export interface ButtonLook {
  /** antd's names: 'primary' filled purple, 'default' outlined, 'text' borderless. */
  type?: 'primary' | 'default' | 'text';
  ghost?: boolean;
  size?: 'small' | 'middle' | 'large';
  shape?: 'default' | 'round' | 'circle';
  block?: boolean;
  icon?: ReactNode;
  iconPlacement?: 'start' | 'end';
}

/** The class list that gives a <button> or an <a> antd Button's look (src/components/ui/button.css). */
export function buttonClass({ type = 'default', ghost, size, shape, block }: ButtonLook, iconOnly = false): string {
  return [
    'fm-button',
    type !== 'default' && `fm-button--${type}`,
    ghost && 'fm-button--ghost',
    size === 'large' && 'fm-button--large',
    size === 'small' && 'fm-button--small',
    shape === 'round' && 'fm-button--round',
    shape === 'circle' && 'fm-button--circle',
    block && 'fm-button--block',
    iconOnly && 'fm-button--icon-only',
  ]
    .filter(Boolean)
    .join(' ');
}

export function ButtonContent({
  icon,
  iconPlacement = 'start',
  children,
}: {
  icon?: ReactNode;
  iconPlacement?: 'start' | 'end';
  children?: ReactNode;
}) {
  const iconNode = icon && (
    <span className="fm-button__icon" aria-hidden="true">
      {icon}
    </span>
  );
  return (
    <>
      {iconPlacement === 'start' && iconNode}
      {children !== undefined && children !== null && <span>{children}</span>}
      {iconPlacement === 'end' && iconNode}
    </>
  );
}

type SharedProps = ButtonLook & { loading?: boolean; className?: string; children?: ReactNode };
type AsButton = SharedProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | keyof SharedProps> & {
    href?: undefined;
    htmlType?: 'button' | 'submit';
  };
type AsLink = SharedProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'type' | keyof SharedProps> & { href: string; disabled?: undefined };

/**
 * antd Button's look and its props that this site uses (type, size, shape, block,
 * icon, loading, href), as a native <button>, or an <a> when there is an href.
 * Not antd's Button: public pages hydrate no antd (its style runtime alone is ≈25 KB gzip), and
 * in the shell Button adds 8.1 KB more to every page (bench:bundle, 2026-11-25). Colours, radii
 * and shadows are antd's tokens (button.css).
 */
export function PlainButton(props: AsButton | AsLink) {
  const { type, ghost, size, shape, block, icon, iconPlacement, loading, className, children, ...rest } = props;
  const shownIcon = loading ? <Icon svg={LoadingOutlined} /> : icon;
  const iconOnly = !!shownIcon && (children === undefined || children === null);
  const base = buttonClass({ type, ghost, size, shape, block }, iconOnly);
  const classes = [base, loading && 'fm-button--loading', className].filter(Boolean).join(' ');
  const content = (
    <ButtonContent icon={shownIcon} iconPlacement={loading ? 'start' : iconPlacement}>
      {children}
    </ButtonContent>
  );
  if (rest.href !== undefined) {
    return (
      <a {...(rest as Omit<AsLink, keyof SharedProps>)} className={classes}>
        {content}
      </a>
    );
  }
  const { htmlType = 'button', onClick, disabled, ...buttonRest } = rest as Omit<AsButton, keyof SharedProps>;
  // A button whose press only its handler gives meaning: pressed before the app is live, the press
  // is held and made again once it is (src/app/early-presses.ts). A popover's button works alone.
  const needsApp = htmlType === 'button' && !!onClick && !buttonRest.popoverTarget;
  return (
    <button
      {...buttonRest}
      {...(needsApp && { [NEEDS_APP_ATTRIBUTE]: '' })}
      type={htmlType}
      // A submit button is live from the first paint: the site's forms are real forms that post
      // to the server until the app takes them over (src/domain/form-post.ts).
      disabled={disabled}
      className={classes}
      aria-busy={loading || undefined}
      // Like antd's loading button: still focusable, but a click does nothing until it settles.
      onClick={(event: MouseEvent<HTMLButtonElement>) => (loading ? event.preventDefault() : onClick?.(event))}
    >
      {content}
    </button>
  );
}
