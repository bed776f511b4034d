import { useMemo, type Ref, type RefCallback } from 'react';

function assign<T>(ref: Ref<T> | undefined, node: T | null): (() => void) | undefined {
  if (!ref) return undefined;
  if (typeof ref === 'function') {
    const cleanup = ref(node);
    return typeof cleanup === 'function' ? cleanup : () => ref(null);
  }
  ref.current = node;
  return () => {
    ref.current = null;
  };
}

/** One ref callback feeding several refs: ours (to read the DOM) and the caller's (e.g. react-hook-form's register). */
export function mergeRefs<T>(...refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => assign(ref, node));
    return () => {
      for (const cleanup of cleanups) cleanup?.();
    };
  };
}

/** `mergeRefs`, stable while the refs are, so React does not detach and re-attach on every render. */
export function useMergedRefs<T>(...refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> {
  // The refs array is the dependency list itself.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => mergeRefs(...refs), refs);
}
