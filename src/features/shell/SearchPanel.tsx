import { useEffect, type CSSProperties, type FormEvent, type Ref, type RefObject } from 'react';
import styled, { keyframes } from 'styled-components';
import { IconButton, Toggle } from '@/design-system';
import { commonStrings } from '@/lib/strings/common';
import { COLLAPSED_WIDTH } from './searchSize';
import { shellStrings } from './strings';
import { SEARCH_TOGGLES, type SearchToggle, type SearchToggleState } from './searchUrl';

/*
 * The search bar's expanded panel (the field, submit and close, the section toggles): a chunk of its own,
 * loaded on the first hover, focus or press of the search button and after the first screen
 * (SearchBar.tsx, lazyPart; issue 14, ADR 0008).
 */

/** Expo-out: the field is nearly open after a few hundred ms and settles over the spec's 2000 ms. */
const EASE = 'cubic-bezier(0.16, 1, 0.3, 1)';

/**
 * The panel grows from the button to --search-width and shrinks back, fading. Each animation starts
 * where the panel is (--search-from-*, read when the state changes), so closing it halfway through
 * opening (or the reverse) turns around without a jump; a fresh panel starts at the button, at 60 %.
 */
const grow = keyframes`
  from { width: var(--search-from-width, ${COLLAPSED_WIDTH}px); opacity: var(--search-from-opacity, 0.6); }
  to { width: var(--search-width); opacity: 1; }
`;
const shrink = keyframes`
  from { width: var(--search-from-width, var(--search-width)); opacity: var(--search-from-opacity, 1); }
  to { width: ${COLLAPSED_WIDTH}px; opacity: 0; }
`;
/** The filters drop in 6 px and fade (theme.duration.base, eased in and out), after the field starts to open. */
const filtersIn = keyframes`from { opacity: 0; transform: translateY(-6px); }`;
const filtersOut = keyframes`to { opacity: 0; transform: translateY(-6px); }`;
const FILTERS_DELAY_MS = 120;

const Panel = styled.div`
  position: fixed;
  top: calc((${({ theme }) => theme.size.headerHeight} - ${COLLAPSED_WIDTH}px) / 2);
  right: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndex.dropdown};

  ${({ theme }) => theme.mq.md} {
    position: absolute;
    top: 0;
    right: 0;
  }

  width: var(--search-width);
  animation: ${grow} ${({ theme }) => theme.duration.search}ms ${EASE} both;
  &[data-presence='closing'] {
    animation-name: ${shrink};
  }

  /* Reduced motion: instant, as the state timers are (0 ms then). */
  ${({ theme }) => theme.mq.reducedMotion} {
    &,
    &[data-presence='closing'] {
      animation: none;
    }
    &[data-presence='closing'] {
      visibility: hidden;
    }
  }
`;

const Form = styled.form`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  height: ${COLLAPSED_WIDTH}px;
  padding: 0 ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[4]};
  overflow: hidden;
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.accent} 60%, transparent);
  border-radius: ${({ theme }) => theme.radius.pill};
  background: color-mix(in srgb, ${({ theme }) => theme.color.surfaceRaised} 92%, transparent);
  box-shadow: ${({ theme }) => theme.shadow.glow};
  backdrop-filter: blur(18px) saturate(140%);

  &:focus-within {
    border-color: ${({ theme }) => theme.color.focus};
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.md};

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:focus,
  &:focus-visible {
    outline: none;
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

const Filters = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]} ${theme.space[4]}`};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.border} 80%, transparent);
  border-radius: ${({ theme }) => theme.radius.lg};
  background: color-mix(in srgb, ${({ theme }) => theme.color.surface} 94%, transparent);
  box-shadow: ${({ theme }) => theme.shadow.lg};
  backdrop-filter: blur(18px) saturate(140%);

  legend {
    float: left;
    grid-column: 1 / -1;
    width: 100%;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.color.textMuted};
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }

  animation: ${filtersIn} ${({ theme }) => theme.duration.base}ms ease-in-out ${FILTERS_DELAY_MS}ms both;
  [data-presence='closing'] > & {
    animation-name: ${filtersOut};
    animation-delay: 0ms;
  }

  ${({ theme }) => theme.mq.reducedMotion} {
    &,
    [data-presence='closing'] > & {
      animation: none;
    }
  }
`;

export interface SearchPanelProps {
  id: string;
  open: boolean;
  panelRef: Ref<HTMLDivElement>;
  inputRef: RefObject<HTMLInputElement | null>;
  style: CSSProperties;
  query: string;
  onQueryChange: (query: string) => void;
  toggles: SearchToggleState;
  onToggle: (toggle: SearchToggle, on: boolean) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
}

export function SearchPanel({ id: panelId, open, panelRef, inputRef, style, query, onQueryChange, toggles, onToggle, onSubmit, onClose }: SearchPanelProps) {
  // Opening (or this chunk arriving after the press that opened it) puts focus in the field.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open, inputRef]);

  return (
    <Panel ref={panelRef} id={panelId} data-presence={open ? 'open' : 'closing'} style={style} inert={!open}>
      <Form role="search" aria-label={commonStrings.search.label} onSubmit={onSubmit} noValidate>
        <Input
          ref={inputRef}
          type="search"
          name="query"
          aria-label={commonStrings.search.label}
          placeholder={commonStrings.search.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
        <IconButton type="submit" icon="search" label={shellStrings.search.submit} size="sm" variant="primary" />
        <IconButton icon="close" label={shellStrings.search.close} size="sm" onClick={onClose} />
      </Form>
      <Filters>
        <legend>{shellStrings.search.filters}</legend>
        {SEARCH_TOGGLES.map((toggle) => (
          <Toggle
            key={toggle}
            name={toggle}
            label={commonStrings.search[toggle]}
            labelPlacement="end"
            checked={toggles[toggle]}
            onChange={(event) => onToggle(toggle, event.target.checked)}
          />
        ))}
      </Filters>
    </Panel>
  );
}
