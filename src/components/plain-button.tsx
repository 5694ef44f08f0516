import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './button.css';

export interface ButtonLook {
  /** antd's names: 'primary' filled purple, 'default' outlined, 'text' borderless. */
  type?: 'primary' | 'default' | 'text';
  ghost?: boolean;
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
  icon?: ReactNode;
}

/** The class list that gives a <button> or an <a> antd Button's look (src/components/button.css). */
export function buttonClass({ type = 'default', ghost, size, block }: ButtonLook, iconOnly = false): string {
  return [
    'fm-button',
    type !== 'default' && `fm-button--${type}`,
    ghost && 'fm-button--ghost',
    size === 'large' && 'fm-button--large',
    size === 'small' && 'fm-button--small',
    block && 'fm-button--block',
    iconOnly && 'fm-button--icon-only',
  ]
    .filter(Boolean)
    .join(' ');
}

export function ButtonContent({ icon, children }: { icon?: ReactNode; children?: ReactNode }) {
  return (
    <>
      {icon && (
        <span className="fm-button__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      {children !== undefined && children !== null && <span>{children}</span>}
    </>
  );
}

type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> &
  ButtonLook & { htmlType?: 'button' | 'submit' };

/** A native button in antd Button's look, for code on the first load (the shell, the error page). */
export function PlainButton(props: PlainButtonProps) {
  const { type, ghost, size, block, icon, htmlType = 'button', className, children, ...rest } = props;
  const iconOnly = !!icon && (children === undefined || children === null);
  const classes = buttonClass({ type, ghost, size, block }, iconOnly);
  return (
    <button type={htmlType} className={className ? `${classes} ${className}` : classes} {...rest}>
      <ButtonContent icon={icon}>{children}</ButtonContent>
    </button>
  );
}
