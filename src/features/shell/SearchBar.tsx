import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import styled, { keyframes, useTheme } from 'styled-components';
import { IconButton, Toggle, usePrefersReducedMotion, useToast } from '@/design-system';
import { commonStrings } from '@/lib/strings/common';
import { shellStrings } from './strings';
import {
  DEFAULT_SEARCH_TOGGLES,
  SEARCH_TOGGLES,
  isSearchLongEnough,
  searchUrl,
  type SearchToggleState,
} from './searchUrl';

/** Spec §4: the search bar's states. */
export type SearchBarState = 'collapsed' | 'expanding' | 'expanded' | 'collapsing';

export interface SearchBarProps {
  /** Start expanded (stories). */
  defaultExpanded?: boolean;
  /** Initial toggles (stories); defaults to Games and Users on. */
  defaultToggles?: Partial<SearchToggleState>;
  /** Reports every state change (tests, analytics). */
  onStateChange?: (state: SearchBarState) => void;
}

const COLLAPSED_WIDTH = 44;
const MAX_WIDTH = 520;
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

const Root = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: flex-end;
  width: ${COLLAPSED_WIDTH}px;
  height: ${COLLAPSED_WIDTH}px;
`;

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

/** Where the panel is now (mid-animation or at rest), for the next animation to start from. */
interface PanelFrom {
  width: string;
  opacity: string;
}
const panelFrom = (panel: HTMLElement | null): PanelFrom | null => {
  if (!panel) return null;
  const { width, opacity } = getComputedStyle(panel);
  return width && opacity ? { width, opacity } : null;
};

const targetWidth = () => (typeof window === 'undefined' ? MAX_WIDTH : Math.max(COLLAPSED_WIDTH, Math.min(MAX_WIDTH, window.innerWidth - 16)));

/**
 * The header search (spec §2 Shell, §4, §5): a button that expands into a field with the four section
 * toggles. States collapsed → expanding → expanded → collapsing, each transition taking
 * theme.duration.search (2000 ms; instant under reduced motion). The panel is rendered from expanding to
 * the end of collapsing (these states are its presence) and animated in CSS, no animation library.
 * Escape or a click outside collapses.
 * Fewer than 3 characters shows the 'Invalid Input' danger toast; a valid search goes to /search.
 */
export function SearchBar({ defaultExpanded = false, defaultToggles, onStateChange }: SearchBarProps) {
  const theme = useTheme();
  const reduce = usePrefersReducedMotion();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [state, setState] = useState<SearchBarState>(defaultExpanded ? 'expanded' : 'collapsed');
  const [query, setQuery] = useState('');
  const [toggles, setToggles] = useState<SearchToggleState>({ ...DEFAULT_SEARCH_TOGGLES, ...defaultToggles });
  const [width, setWidth] = useState(targetWidth);
  const [from, setFrom] = useState<PanelFrom | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const duration = reduce ? 0 : theme.duration.search;

  const open = state === 'expanding' || state === 'expanded';

  const onStateChangeRef = useRef(onStateChange);
  useEffect(() => {
    onStateChangeRef.current = onStateChange;
  });
  useEffect(() => {
    onStateChangeRef.current?.(state);
  }, [state]);

  // The transitional states end after the animation's duration.
  useEffect(() => {
    if (state !== 'expanding' && state !== 'collapsing') return;
    const timer = setTimeout(() => setState(state === 'expanding' ? 'expanded' : 'collapsed'), duration);
    return () => clearTimeout(timer);
  }, [state, duration]);

  const expand = () => {
    // Reopening while it collapses turns around from where it is; from collapsed it grows from the button.
    setFrom(state === 'collapsing' ? panelFrom(panelRef.current) : null);
    setWidth(targetWidth());
    setState('expanding');
  };
  const collapse = useCallback(
    (returnFocus: boolean) => {
      if (state === 'expanding' || state === 'expanded') {
        setFrom(panelFrom(panelRef.current));
        setState('collapsing');
      }
      if (returnFocus) triggerRef.current?.focus();
    },
    [state],
  );

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // A click (or tap, or laser pointer) outside collapses it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      collapse(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, collapse]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      collapse(true);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSearchLongEnough(query)) {
      toast({ id: 'search-invalid', type: 'danger', title: commonStrings.errors.invalidInput, body: commonStrings.errors.searchTooShort });
      inputRef.current?.focus();
      return;
    }
    void navigate(searchUrl(query, toggles));
    collapse(false);
  };

  const shown = state !== 'collapsed';
  const panelStyle = {
    '--search-width': `${width}px`,
    ...(from && { '--search-from-width': from.width, '--search-from-opacity': from.opacity }),
  } as CSSProperties;

  return (
    <Root ref={rootRef} onKeyDown={onKeyDown} data-search-state={state}>
      <IconButton
        ref={triggerRef}
        icon="search"
        label={shellStrings.search.open}
        size="md"
        aria-expanded={open}
        aria-controls={shown ? panelId : undefined}
        tabIndex={open ? -1 : undefined}
        onClick={() => (open ? collapse(true) : expand())}
      />
      {shown && (
        <Panel ref={panelRef} id={panelId} data-presence={open ? 'open' : 'closing'} style={panelStyle} inert={!open}>
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
              onChange={(event) => setQuery(event.target.value)}
            />
            <IconButton type="submit" icon="search" label={shellStrings.search.submit} size="sm" variant="primary" />
            <IconButton icon="close" label={shellStrings.search.close} size="sm" onClick={() => collapse(true)} />
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
                onChange={(event) => {
                  const on = event.target.checked;
                  setToggles((current) => ({ ...current, [toggle]: on }));
                }}
              />
            ))}
          </Filters>
        </Panel>
      )}
    </Root>
  );
}
