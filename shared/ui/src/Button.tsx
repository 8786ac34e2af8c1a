import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

/** The class list of a button of this variant; also for links that should look like buttons. */
export function buttonClass(variant: ButtonVariant = 'secondary', extra?: string): string {
  return ['sy-btn', `sy-btn--${variant}`, extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant = 'secondary', type = 'button', className, ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}
