import { useId, type ReactNode, type Ref } from 'react';
import { useMergedRefs, useValueLength } from '../Field';
import { CharacterCounter, type CharacterCounterProps } from './CharacterCounter';

export interface CountedControlOptions<T> {
  /** Shows the 'n / limit' counter when set. */
  limit?: number;
  value?: unknown;
  defaultValue?: unknown;
  ref?: Ref<T>;
  /** The caller's own aria-describedby, kept after the counter's description. */
  describedBy?: string;
  describe?: CharacterCounterProps['describe'];
  overLimitMessage?: CharacterCounterProps['overLimitMessage'];
}

/**
 * The wiring TextInput and Textarea share: a ref that tracks the value's length (controlled or not),
 * merged with the caller's ref, and — with a limit — the counter for Field's footer, described by id.
 */
export function useCountedControl<T extends HTMLInputElement | HTMLTextAreaElement>({
  limit,
  value,
  defaultValue,
  ref,
  describedBy,
  describe,
  overLimitMessage,
}: CountedControlOptions<T>): { ref: Ref<T>; describedBy: string | undefined; counter: ReactNode } {
  const counterId = `${useId()}counter`;
  const { ref: innerRef, length } = useValueLength<T>(value, defaultValue);
  const mergedRef = useMergedRefs(innerRef, ref);
  const withCounter = limit !== undefined;
  return {
    ref: mergedRef,
    describedBy: [withCounter ? counterId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined,
    counter: withCounter ? (
      <CharacterCounter count={length} limit={limit} descriptionId={counterId} describe={describe} overLimitMessage={overLimitMessage} />
    ) : undefined,
  };
}
