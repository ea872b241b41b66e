import type { ComponentProps } from 'react';
import { Link, type LinkProps } from '../Link/Link';
import { type ButtonVariants, buttonClass } from './buttonClass';

/** A button's props, `ref` included (React 19 passes it as a prop). */
export type ButtonProps = ComponentProps<'button'> & ButtonVariants;

/** A button; `type` defaults to "button" so that it never submits a form by accident. */
export function Button({ tone, size, className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={[buttonClass({ tone, size }), className].filter(Boolean).join(' ')}
    />
  );
}

export type ButtonLinkProps = LinkProps & ButtonVariants;

/** A link that looks like a button, rendered through the link contract. */
export function ButtonLink({ tone, size, className, ...props }: ButtonLinkProps) {
  return (
    <Link
      {...props}
      className={[buttonClass({ tone, size }), className].filter(Boolean).join(' ')}
    />
  );
}
