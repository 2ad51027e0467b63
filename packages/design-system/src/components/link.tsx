import type { ReactNode } from 'react';

/** What a link renderer receives. Spread it onto your router's link component. */
export interface LinkRenderProps {
  /** Destination path, e.g. `/profile`. */
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
}

/**
 * Renders a link. The package never imports a router: apps pass e.g.
 * `({ href, ...props }) => <Link to={href} {...props} />`.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

/** The default renderer: a plain anchor (full page navigation). */
export const defaultRenderLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);
