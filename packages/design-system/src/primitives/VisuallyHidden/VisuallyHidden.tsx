import { Root } from '@radix-ui/react-visually-hidden';
import type { ComponentPropsWithoutRef } from 'react';

export type VisuallyHiddenProps = ComponentPropsWithoutRef<typeof Root>;

/** Content for screen readers only (Radix VisuallyHidden). */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <Root {...props} />;
}
