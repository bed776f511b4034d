import { useEffect, useId, useRef, useState, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../../icons';
import { Button } from '../Button';
import { StepContext } from './context';

export interface FormStep {
  id: string;
  /** Shown in the step indicator and names the step's group. */
  label: string;
  /** The step's fields. Every step stays mounted (hidden when not current), so nothing typed is lost. */
  content: ReactNode;
  /**
   * Runs when the person advances past this step; the step changes only if it resolves true.
   * Async checks (a server validation) show the advance control as busy. A rejection counts as false.
   */
  validate?: () => boolean | Promise<boolean>;
}

export interface FormStepperProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  steps: readonly FormStep[];
  /** Current step id (controlled). */
  current?: string;
  /** First step id (uncontrolled); defaults to the first step. */
  defaultCurrent?: string;
  onStepChange?: (id: string) => void;
  /** Advancing past the last step (after its validation). Async work keeps the control busy. */
  onComplete: () => void | Promise<void>;
  /** Label of the advance control. */
  advanceLabel?: string;
  /** Label of the advance control on the last step. */
  completeLabel?: string;
  /** Accessible name of the step list. */
  indicatorLabel?: string;
  /** Screen-reader suffix on steps already passed. */
  completedLabel?: string;
  /** 'footer' renders a Next button under the steps; 'none' when each step places a StepAdvanceButton itself. */
  advanceButton?: 'footer' | 'none';
  /** Extra content at the start of the footer (e.g. a link). */
  footer?: ReactNode;
  /** Busy from outside (e.g. a mutation the parent runs). */
  busy?: boolean;
}

type StepState = 'complete' | 'current' | 'visited' | 'upcoming';

const isPromise = <T,>(value: unknown): value is Promise<T> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

const FOCUSABLE_FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  min-width: 0;
`;

const Steps = styled.ol`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const DOT = '32px';

const Item = styled.li<{ $reached: boolean }>`
  position: relative;
  display: flex;
  flex: 1 1 0;
  justify-content: center;
  min-width: 0;

  /* The connector from the previous step, drawn through the dots' centres. */
  & + &::before {
    content: '';
    position: absolute;
    top: calc(${({ theme }) => theme.space[1]} + ${DOT} / 2 - 1px);
    right: calc(50% + ${DOT} / 2 + 6px);
    left: calc(-50% + ${DOT} / 2 + 6px);
    height: 2px;
    border-radius: 2px;
    background: ${({ theme, $reached }) => ($reached ? theme.color.accent : theme.color.border)};
    transition: background-color ${({ theme }) => theme.duration.base}ms;
  }
`;

const stepBody = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: ${({ theme }) => theme.size.minHit};
  max-width: 100%;
  min-height: ${({ theme }) => theme.size.minHit};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
`;

const StepButton = styled.button`
  ${stepBody}
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.duration.fast}ms;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
`;

const StepStatic = styled.div`
  ${stepBody}
`;

const Dot = styled.span<{ $state: StepState }>`
  display: grid;
  place-items: center;
  flex: none;
  width: ${DOT};
  height: ${DOT};
  border: 2px solid;
  border-radius: 50%;
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  transition:
    background-color ${({ theme }) => theme.duration.base}ms,
    border-color ${({ theme }) => theme.duration.base}ms,
    box-shadow ${({ theme }) => theme.duration.base}ms;
  ${({ $state, theme }) => {
    switch ($state) {
      case 'current':
        return css`
          border-color: ${theme.color.accent};
          background: ${theme.color.accent};
          color: ${theme.color.textOnAccent};
          box-shadow: 0 0 0 4px rgba(120, 86, 255, 0.25), 0 0 18px rgba(120, 86, 255, 0.55);
        `;
      case 'complete':
        return css`
          border-color: ${theme.color.accent};
          background: ${theme.color.surfaceStrong};
          color: ${theme.color.accentText};
        `;
      case 'visited':
        return css`
          border-color: ${theme.color.accent};
          background: ${theme.color.surface};
          color: ${theme.color.accentText};
        `;
      default:
        return css`
          border-color: ${theme.color.borderStrong};
          background: ${theme.color.surface};
          color: ${theme.color.textMuted};
        `;
    }
  }}
`;

const StepLabel = styled.span<{ $state: StepState }>`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.fontWeight.semibold : theme.fontWeight.medium)};
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.textMuted : theme.color.text)};
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  &[hidden] {
    display: none;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const FooterStart = styled.div`
  margin-right: auto;
`;

/**
 * A multi-step form: a step indicator, one step visible at a time and an advance control. Enter in
 * a field or the advance control runs the current step's `validate` and moves on only if it passes;
 * passed steps stay clickable to go back. It renders its own <form>, so do not nest it in another.
 */
export function FormStepper({
  steps,
  current,
  defaultCurrent,
  onStepChange,
  onComplete,
  advanceLabel = 'Next',
  completeLabel = 'Submit',
  indicatorLabel = 'Steps',
  completedLabel = 'completed',
  advanceButton = 'footer',
  footer,
  busy: externalBusy = false,
  noValidate = true,
  ...rest
}: FormStepperProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(() => defaultCurrent ?? steps[0]?.id);
  const currentId = current ?? uncontrolled;
  const currentIndex = Math.max(0, steps.findIndex((step) => step.id === currentId));
  const [furthest, setFurthest] = useState(currentIndex);
  const reached = Math.max(furthest, currentIndex);
  const [working, setWorking] = useState(false);
  const pending = useRef(false);
  const panels = useRef(new Map<string, HTMLDivElement>());
  const busy = working || externalBusy;
  const lastIndex = steps.length - 1;

  // Moving to another step puts the cursor in its first field, ready to type.
  const shownIndex = useRef(currentIndex);
  useEffect(() => {
    if (shownIndex.current === currentIndex) return;
    shownIndex.current = currentIndex;
    const step = steps[currentIndex];
    const panel = step ? panels.current.get(step.id) : undefined;
    const field = panel?.querySelector<HTMLElement>(FOCUSABLE_FIELD);
    (field ?? panel)?.focus();
  }, [currentIndex, steps]);

  const show = (index: number) => {
    const step = steps[index];
    if (!step || index === currentIndex) return;
    if (current === undefined) setUncontrolled(step.id);
    setFurthest((value) => Math.max(value, index));
    onStepChange?.(step.id);
  };

  /** Moves to `target` (a step index, or steps.length to complete), validating every step passed over. */
  const go = async (target: number) => {
    if (pending.current || externalBusy) return;
    if (target <= currentIndex) {
      show(target);
      return;
    }
    pending.current = true;
    try {
      for (let index = currentIndex; index < target; index += 1) {
        let ok: boolean;
        try {
          const result = steps[index]?.validate?.() ?? true;
          if (isPromise<boolean>(result)) {
            setWorking(true);
            ok = await result;
          } else ok = result;
        } catch {
          ok = false;
        }
        if (!ok) {
          // An earlier step no longer passes (edited after going back): show it.
          show(index);
          return;
        }
      }
      if (target > lastIndex) {
        const completion = onComplete();
        if (isPromise<void>(completion)) {
          setWorking(true);
          // The parent reports its own errors (toast, inline); the form stays as it was.
          await completion.catch(() => undefined);
        }
      } else show(target);
    } finally {
      pending.current = false;
      setWorking(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void go(currentIndex + 1);
  };

  const stateOf = (index: number): StepState =>
    index === currentIndex ? 'current' : index < currentIndex ? 'complete' : index <= reached ? 'visited' : 'upcoming';

  return (
    <Form {...rest} noValidate={noValidate} onSubmit={onSubmit} aria-busy={busy || undefined}>
      <Steps aria-label={indicatorLabel}>
        {steps.map((step, index) => {
          const state = stateOf(index);
          const labelId = `${baseId}step-${step.id}`;
          const body = (
            <>
              <Dot $state={state} aria-hidden="true">
                {state === 'complete' ? <Icon name="check" size="sm" tone="inherit" strokeWidth={3} /> : index + 1}
              </Dot>
              <StepLabel $state={state} id={labelId}>
                {step.label}
              </StepLabel>
              {state === 'complete' && <span className="orb-visually-hidden">{`, ${completedLabel}`}</span>}
            </>
          );
          return (
            <Item key={step.id} $reached={index <= reached}>
              {state === 'complete' || state === 'visited' ? (
                <StepButton type="button" onClick={() => void go(index)}>
                  {body}
                </StepButton>
              ) : (
                <StepStatic aria-current={state === 'current' ? 'step' : undefined}>{body}</StepStatic>
              )}
            </Item>
          );
        })}
      </Steps>

      {steps.map((step, index) => (
        <StepContext.Provider
          key={step.id}
          value={{ isCurrent: index === currentIndex, isLast: index === lastIndex, busy, advanceLabel, completeLabel }}
        >
          <Panel
            ref={(node) => {
              if (node) panels.current.set(step.id, node);
              else panels.current.delete(step.id);
            }}
            role="group"
            aria-labelledby={`${baseId}step-${step.id}`}
            hidden={index !== currentIndex}
            tabIndex={-1}
          >
            {step.content}
          </Panel>
        </StepContext.Provider>
      ))}

      {(advanceButton === 'footer' || footer) && (
        <Footer>
          {footer && <FooterStart>{footer}</FooterStart>}
          {advanceButton === 'footer' && (
            <Button type="submit" busy={busy} iconEnd="arrow-right">
              {currentIndex === lastIndex ? completeLabel : advanceLabel}
            </Button>
          )}
        </Footer>
      )}
    </Form>
  );
}
