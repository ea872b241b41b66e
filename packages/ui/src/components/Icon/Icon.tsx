import type { ReactNode } from 'react';

export interface IconProps {
  /** Width and height in pixels; the drawing is on a 24 × 24 grid. */
  size?: number;
  strokeWidth?: number;
  className?: string;
  /** The shapes, drawn with `currentColor` strokes. */
  children: ReactNode;
}

/** The frame every line icon shares: decorative, so hidden from screen readers. */
export function Icon({ size = 24, strokeWidth = 1.8, className, children }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** An icon's size, stroke and class, given where it is used; its shapes are its own. */
export type IconShapeProps = Omit<IconProps, 'children'>;

/**
 * A named icon of the library (icons/): its shapes drawn once on the 24-unit grid, its size,
 * stroke and class chosen where it is used.
 */
export function lineIcon(shapes: ReactNode) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon when its module loads (icons/), never while rendering, so each icon is one stable component.
  return function LineIcon(props: IconShapeProps) {
    return <Icon {...props}>{shapes}</Icon>;
  };
}
