import { useEffect, useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { fadeIn, fadeOut } from '../../motion/keyframes';
import { ToastCard } from './ToastCard';
import type { ToastEntry } from './ToastProvider';

/*
 * What draws a toast (its card, entrance and exit, and its countdown): a chunk of its own, loaded when the
 * first toast is raised and after the first screen (ToastProvider.tsx, lazyPart; issue 14, ADR 0008).
 */

const slideIn = keyframes`from { opacity: 0; transform: translateX(24px); }`;
const slideOut = keyframes`to { opacity: 0; transform: translateX(24px); }`;

/*
 * The entrance plays on mount; the exit when the provider marks the toast exiting, which keeps it mounted
 * for theme.duration.toastExit (its own timer), so CSS alone animates it: no animation library, and a toast
 * shown in the first second is visible at once.
 */
const Item = styled.div`
  pointer-events: auto;
  /* Longhands (not the shorthand): jsdom reads them, so the tests can check the entrance and exit. */
  animation-name: ${slideIn};
  animation-duration: ${({ theme }) => theme.duration.base}ms;
  animation-timing-function: ${({ theme }) => theme.easing.emphasized};
  animation-fill-mode: both;

  &[data-state='exiting'] {
    animation-name: ${slideOut};
    animation-duration: ${({ theme }) => theme.duration.toastExit}ms;
    animation-timing-function: ${({ theme }) => theme.easing.exit};
    pointer-events: none;
  }

  /* Reduced motion: a fade without the slide. The global reduced-motion rule cuts every animation to
     0.01 ms; this one keeps its length, as the motion version did (a fade moves nothing). */
  ${({ theme }) => theme.mq.reducedMotion} {
    animation-name: ${fadeIn};
    animation-duration: ${({ theme }) => theme.duration.base}ms !important;

    &[data-state='exiting'] {
      animation-name: ${fadeOut};
      animation-duration: ${({ theme }) => theme.duration.toastExit}ms !important;
    }
  }
`;

export function ToastItem({ entry, paused, closeLabel, onExpire }: { entry: ToastEntry; paused: boolean; closeLabel: string; onExpire: (id: string) => void }) {
  const { id, timeout, exiting } = entry;
  const remaining = useRef(timeout);
  const persistent = !Number.isFinite(timeout) || timeout <= 0;

  // Count down only while visible and not paused; a pause keeps what was left, not the full timeout.
  useEffect(() => {
    if (persistent || paused || exiting) return;
    const started = Date.now();
    const timer = setTimeout(() => onExpire(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [id, persistent, paused, exiting, onExpire]);

  const onClose = entry.dismissible ? () => onExpire(id) : undefined;

  return (
    <Item
      data-state={exiting ? 'exiting' : 'visible'}
      data-toast-id={id}
      inert={exiting || undefined}
    >
      {entry.kind === 'achievement' ? (
        <ToastCard variant="achievement" {...entry.options} onClose={onClose} closeLabel={closeLabel} countdown={persistent ? undefined : timeout} paused={paused} />
      ) : (
        <ToastCard {...entry.options} onClose={onClose} closeLabel={closeLabel} countdown={persistent ? undefined : timeout} paused={paused} />
      )}
    </Item>
  );
}
