import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  use,
} from 'react';

/** What every link in @job/ui is given: an anchor's props, with `href` required. */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * The component that renders links. The app passes its router's link (wouter's `Link`) so that
 * following a link changes the route without a page load; ui never imports a router.
 */
export type LinkComponent = ComponentType<LinkProps>;

function PlainAnchor(props: LinkProps) {
  return <a {...props} />;
}

const LinkComponentContext = createContext<LinkComponent>(PlainAnchor);

export interface LinkProviderProps {
  /** Renders every link below; a plain `<a>` when no provider is present. */
  component: LinkComponent;
  children: ReactNode;
}

/** Braid's `BraidProvider linkComponent` idea: one place decides how links render. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext value={component}>{children}</LinkComponentContext>;
}

/** A link rendered through the nearest `LinkProvider`. */
export function Link(props: LinkProps) {
  const Component = use(LinkComponentContext);
  return <Component {...props} />;
}
