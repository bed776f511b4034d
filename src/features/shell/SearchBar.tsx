import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import styled, { useTheme } from 'styled-components';
import { IconButton, usePrefersReducedMotion, useToast } from '@/design-system';
import { lazyPart, useLazyPart } from '@/design-system/components/LazyPart/lazyPart';
import { commonStrings } from '@/lib/strings/common';
import { COLLAPSED_WIDTH } from './searchSize';
import { shellStrings } from './strings';
import { DEFAULT_SEARCH_TOGGLES, isSearchLongEnough, searchUrl, type SearchToggle, type SearchToggleState } from './searchUrl';

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

const MAX_WIDTH = 520;

/*
 * The button (what the first screen shows) and the states are here; the expanded panel is a chunk of its
 * own (SearchPanel.tsx), loaded on the first hover, focus or press of the button and after the first
 * screen (issue 14, ADR 0008). A press before it has arrived still expands the search: the panel shows,
 * and takes focus, when its chunk does.
 */
const panelPart = lazyPart(() => import('./SearchPanel'));

/** Loads the panel's chunk now (hover and focus intent; tests and stories that need it at once). */
export function preloadSearchPanel(): Promise<unknown> {
  return panelPart.load();
}
const preloadPanel = () => {
  preloadSearchPanel().catch(() => {
    // Tried again when the search expands.
  });
};
const Root = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: flex-end;
  width: ${COLLAPSED_WIDTH}px;
  height: ${COLLAPSED_WIDTH}px;
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
  // Measured as it expands (the window's width read during the app's first render cost a layout).
  const [width, setWidth] = useState(() => (defaultExpanded ? targetWidth() : MAX_WIDTH));
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
  const panel = useLazyPart(panelPart, shown);
  const onToggle = useCallback((toggle: SearchToggle, on: boolean) => setToggles((current) => ({ ...current, [toggle]: on })), []);
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
        aria-controls={shown && panel ? panelId : undefined}
        tabIndex={open ? -1 : undefined}
        onClick={() => (open ? collapse(true) : expand())}
        // Intent: the panel's chunk loads while the pointer or focus is on its way to a press.
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      />
      {shown && panel && (
        <panel.SearchPanel
          id={panelId}
          open={open}
          panelRef={panelRef}
          inputRef={inputRef}
          style={panelStyle}
          query={query}
          onQueryChange={setQuery}
          toggles={toggles}
          onToggle={onToggle}
          onSubmit={onSubmit}
          onClose={() => collapse(true)}
        />
      )}
    </Root>
  );
}
