import styled from 'styled-components';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../icons';
import { Button, type ButtonProps } from '../Button';
import { useRequestState, type RequestState } from './useRequestState';

export interface RequestButtonProps extends Omit<ButtonProps, 'onClick' | 'busy' | 'children' | 'onError'> {
  /** The async action. Resolving shows success, rejecting (or throwing) shows error. */
  onRequest: () => Promise<unknown>;
  children: ReactNode;
  /** Label while the outcome shows after success (also announced). */
  successLabel?: string;
  /** Label while the outcome shows after failure (also announced). */
  errorLabel?: string;
  /** Announced when the request starts; silent by default (the button is aria-busy). */
  busyLabel?: string;
  onSuccess?: (value: unknown) => void;
  onError?: (error: unknown) => void;
  /** Milliseconds before returning to initial; defaults to the spec's 1 s (theme.duration.requestReset). */
  resetAfter?: number;
}

const Styled = styled(Button)`
  /* Colours snap between states: a cross-fade passes through low-contrast mixes of text and fill. */
  && {
    transition: box-shadow ${({ theme }) => theme.duration.fast}ms;
  }
  &&[data-state='success'],
  &&[data-state='success']:hover {
    background: ${({ theme }) => theme.color.success};
    border-color: transparent;
    color: ${({ theme }) => theme.color.bg};
    box-shadow: none;
    filter: none;
    cursor: default;
  }
  &&[data-state='error'],
  &&[data-state='error']:hover {
    background: ${({ theme }) => theme.color.dangerStrong};
    border-color: transparent;
    color: ${({ theme }) => theme.color.textOnAccent};
    box-shadow: none;
    filter: none;
    cursor: default;
  }
`;

// Every label sits in the same grid cell: the widest sets the width, so nothing shifts as the state changes.
const Stack = styled.span`
  display: inline-grid;
  > * { grid-area: 1 / 1; }
`;

const Face = styled.span<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  /* Hidden faces drop out of the accessible name; the active one is the button's name. */
  visibility: ${({ $active }) => ($active ? 'visible' : 'hidden')};
`;

const outcomeIcon: Record<'success' | 'error', IconName> = { success: 'check', error: 'warning' };

/**
 * A button that runs an async action and shows how it went: initial, busy, success or error, then
 * back to initial after 1 s (spec §4). Clicks while busy or while the outcome shows are ignored.
 */
export function RequestButton({
  onRequest,
  children,
  successLabel = 'Done',
  errorLabel = 'Failed',
  busyLabel,
  onSuccess,
  onError,
  resetAfter,
  iconStart,
  size = 'md',
  ...rest
}: RequestButtonProps) {
  const { state, run } = useRequestState(resetAfter === undefined ? {} : { resetAfter });

  const handleClick = async () => {
    const outcome = await run(onRequest);
    if (outcome.status === 'success') onSuccess?.(outcome.value);
    else if (outcome.status === 'error') onError?.(outcome.error);
  };

  const iconSize = size === 'lg' ? 'lg' : 'md';
  const announcement: Record<RequestState, string> = {
    initial: '',
    busy: busyLabel ?? '',
    success: successLabel,
    error: errorLabel,
  };

  return (
    <>
      <Styled {...rest} size={size} busy={state === 'busy'} data-state={state} onClick={() => void handleClick()}>
        <Stack>
          <Face $active={state === 'initial' || state === 'busy'}>
            {iconStart && <Icon name={iconStart} size={iconSize} tone="inherit" />}
            {children}
          </Face>
          <Face $active={state === 'success'}>
            <Icon name={outcomeIcon.success} size={iconSize} tone="inherit" />
            {successLabel}
          </Face>
          <Face $active={state === 'error'}>
            <Icon name={outcomeIcon.error} size={iconSize} tone="inherit" />
            {errorLabel}
          </Face>
        </Stack>
      </Styled>
      <span role="status" aria-live="polite" className="orb-visually-hidden">
        {announcement[state]}
      </span>
    </>
  );
}
