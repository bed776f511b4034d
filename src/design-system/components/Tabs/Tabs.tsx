import { useId, useRef, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Icon, type IconName } from '../../icons';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  icon?: IconName;
  disabled?: boolean;
}

export type TabsVariant = 'line' | 'pill';

export interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  items: readonly TabItem[];
  /** Selected tab id (controlled). */
  value?: string;
  /** Initially selected tab id (uncontrolled); defaults to the first enabled tab. */
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  variant?: TabsVariant;
  /** Tabs share the full width equally. */
  fitted?: boolean;
  /** Keep inactive panels rendered (hidden), e.g. to preserve their state. */
  keepMounted?: boolean;
}

const List = styled.div<{ $variant: TabsVariant }>`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  scrollbar-width: thin;
  ${({ $variant, theme }) =>
    $variant === 'line'
      ? css`
          box-shadow: inset 0 -1px 0 ${theme.color.border};
        `
      : css`
          width: fit-content;
          max-width: 100%;
          padding: ${theme.space[1]};
          border: 1px solid ${theme.color.border};
          border-radius: ${theme.radius.pill};
          background: ${theme.color.surface};
        `}
`;

const Tab = styled.button<{ $variant: TabsVariant; $fitted: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  flex: ${({ $fitted }) => ($fitted ? '1 1 0' : 'none')};
  min-height: ${({ theme }) => theme.size.minHit};
  min-width: ${({ theme }) => theme.size.minHit};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition:
    color ${({ theme }) => theme.duration.fast}ms,
    background-color ${({ theme }) => theme.duration.fast}ms;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.text};
  }

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.text};
  }

  /* The list scrolls, so an outside focus ring would be clipped. */
  &:focus-visible {
    outline-offset: -3px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  ${({ $variant, theme }) =>
    $variant === 'line'
      ? css`
          border-radius: ${theme.radius.sm} ${theme.radius.sm} 0 0;

          &::after {
            content: '';
            position: absolute;
            left: ${theme.space[3]};
            right: ${theme.space[3]};
            bottom: 0;
            height: 3px;
            border-radius: 3px 3px 0 0;
            background: ${theme.color.accent};
            box-shadow: 0 0 12px rgba(120, 86, 255, 0.7);
            transform: scaleX(0);
            opacity: 0;
            transition:
              transform ${theme.duration.base}ms ${theme.easing.standard},
              opacity ${theme.duration.base}ms;
          }
          &[aria-selected='true']::after {
            transform: scaleX(1);
            opacity: 1;
          }
          &:hover:not(:disabled) {
            background: ${theme.color.surface};
          }
        `
      : css`
          border-radius: ${theme.radius.pill};

          &:hover:not(:disabled) {
            background: ${theme.color.surfaceRaised};
          }
          &[aria-selected='true'] {
            background: ${theme.color.accent};
            color: ${theme.color.textOnAccent};
            box-shadow: 0 4px 18px rgba(120, 86, 255, 0.4);
          }
        `}
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space[4]};

  &[hidden] {
    display: none;
  }
`;

const Root = styled.div`
  display: grid;
  width: 100%;
  min-width: 0;
`;

function firstEnabled(items: readonly TabItem[]): string | undefined {
  return items.find((item) => !item.disabled)?.id;
}

/**
 * Tabs after the WAI-ARIA tabs pattern: one tab stop (roving tabindex), arrow keys, Home and End,
 * automatic activation. Label the list with aria-label or aria-labelledby (they go to the tablist).
 */
export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  variant = 'line',
  fitted = false,
  keepMounted = false,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...rest
}: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(() => defaultValue ?? firstEnabled(items));
  const selected = value ?? uncontrolled;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  // The one tab stop: the selected tab, or the first enabled one if the selection is missing or disabled.
  const tabStop = items.some((item) => item.id === selected && !item.disabled) ? selected : firstEnabled(items);

  const select = (id: string) => {
    if (value === undefined) setUncontrolled(id);
    if (id !== selected) onValueChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    if (enabled.length === 0) return;
    const at = Math.max(0, enabled.findIndex((item) => item.id === tabStop));
    let next: TabItem | undefined;
    switch (event.key) {
      case 'ArrowRight':
        next = enabled[(at + 1) % enabled.length];
        break;
      case 'ArrowLeft':
        next = enabled[(at - 1 + enabled.length) % enabled.length];
        break;
      case 'Home':
        next = enabled[0];
        break;
      case 'End':
        next = enabled[enabled.length - 1];
        break;
      default:
        return;
    }
    if (!next) return;
    event.preventDefault();
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const tabId = (id: string) => `${baseId}tab-${id}`;
  const panelId = (id: string) => `${baseId}panel-${id}`;

  return (
    <Root {...rest}>
      <List role="tablist" aria-label={ariaLabel} aria-labelledby={ariaLabelledBy} aria-orientation="horizontal" $variant={variant} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <Tab
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={panelId(item.id)}
              tabIndex={item.id === tabStop ? 0 : -1}
              disabled={item.disabled}
              $variant={variant}
              $fitted={fitted}
              onClick={() => select(item.id)}
            >
              {item.icon && <Icon name={item.icon} size="md" tone="inherit" />}
              {item.label}
            </Tab>
          );
        })}
      </List>
      {items.map((item) => {
        const isSelected = item.id === selected;
        return (
          <Panel key={item.id} role="tabpanel" id={panelId(item.id)} aria-labelledby={tabId(item.id)} hidden={!isSelected} tabIndex={0}>
            {isSelected || keepMounted ? item.content : null}
          </Panel>
        );
      })}
    </Root>
  );
}
