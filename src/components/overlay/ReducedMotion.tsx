import { MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

/** Chakra's overlays animate with framer-motion; a reader who asked for less motion gets none. */
export function ReducedMotion({ children }: { children: ReactNode }) {
  return <MotionConfig reducedMotion="user">{children}</MotionConfig>;
}
