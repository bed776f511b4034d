import { LazyMotion, MotionConfig } from 'motion/react';
import type { ReactNode } from 'react';
import { afterFirstScreen } from '@/lib/afterFirstScreen';

// The animation features load in their own chunk: `m` components render without them and
// animate once they arrive, so motion costs nothing on the first paint (engineering guide §1). They
// come after the first screen (loaded and idle) or at the player's first input, whichever is first.
const loadFeatures = () => afterFirstScreen().then(() => import('./features')).then((mod) => mod.default);

export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
