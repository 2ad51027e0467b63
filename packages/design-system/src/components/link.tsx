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

/** Compact counts for video overlays: 999, 1.2K, 3.4M. */
export function formatCount(value: number): string {
  if (!Number.isFinite(value) || value < 0) return '0';
  if (value < 1000) return String(Math.floor(value));
  if (value < 1_000_000) return `${trim(value / 1000)}K`;
  return `${trim(value / 1_000_000)}M`;
}

function trim(value: number): string {
  return value >= 100 ? String(Math.floor(value)) : String(Math.floor(value * 10) / 10);
}
