import { AnimatePresence, m, useReducedMotionConfig, type Variants } from 'motion/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type AriaAttributes, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, useTheme } from 'styled-components';
import { easings, type ColorToken } from '../../tokens';
import { CloseButton } from './CloseButton';
import { lockBodyScroll } from './layerStack';
import { MotionProvider } from '../../motion/MotionProvider';
import { cssEase, seconds } from '../../motion/timing';
import { usePrefersReducedMotion } from '../../motion/usePrefersReducedMotion';
import { useFocusTrap } from './useFocusTrap';

export type ModalSize = 'sm' | 'md' | 'lg';
export type ModalDismissReason = 'backdrop' | 'escape' | 'close-button';
/** The colour of the panel's top glow: the brand accent or a status. */
export type ModalTone = 'accent' | 'info' | 'success' | 'warning' | 'danger';

export interface ModalProps extends AriaAttributes {
  open: boolean;
  /** Backdrop click, Escape or the close button. Without it the modal cannot be dismissed by the user. */
  onDismiss?: (reason: ModalDismissReason) => void;
  /** The heading; it names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Keep the title for assistive tech but do not show it (e.g. the auth modal draws its own heading). */
  hideTitle?: boolean;
  /** Shown before the title (a status icon). */
  icon?: ReactNode;
  size?: ModalSize;
  tone?: ModalTone;
  /** Show the "×" button (default true when onDismiss is given). */
  showCloseButton?: boolean;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** When false, backdrop and Escape do nothing and the close button is disabled (e.g. while working). */
  dismissible?: boolean;
  /** Play the exit animation while staying mounted (a dialog's 'closing' state); input is ignored. */
  closing?: boolean;
  /** Receives focus on open instead of the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Actions row at the bottom. */
  footer?: ReactNode;
  children?: ReactNode;
  /** Stacking layer: 'dialog' sits above ordinary modals (a confirmation over the auth modal). */
  layer?: 'modal' | 'dialog';
  /** After the exit animation has finished and the modal has left the DOM. */
  onExitComplete?: () => void;
  id?: string;
}

const maxWidths: Record<ModalSize, string> = { sm: '26rem', md: '36rem', lg: '52rem' };
const toneColor: Record<ModalTone, ColorToken> = { accent: 'accent', info: 'info', success: 'success', warning: 'warning', danger: 'danger' };

const Layer = styled(m.div)<{ $layer: 'modal' | 'dialog' }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme, $layer }) => theme.zIndex[$layer]};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const Backdrop = styled(m.div)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.color.backdrop};
  backdrop-filter: blur(6px) saturate(120%);
  /* Clicks land on the Layer; this is only paint. */
  pointer-events: none;
`;

const Panel = styled(m.div)<{ $size: ModalSize; $tone: ModalTone; $closing: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => maxWidths[$size]};
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space[4]});
  overflow: hidden;
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.text} 10%, transparent);
  border-radius: ${({ theme }) => theme.radius.xl};
  background:
    radial-gradient(120% 140px at 50% -40px, color-mix(in srgb, ${({ theme, $tone }) => theme.color[toneColor[$tone]]} 22%, transparent), transparent 75%),
    linear-gradient(180deg, color-mix(in srgb, ${({ theme }) => theme.color.surfaceRaised} 94%, transparent), color-mix(in srgb, ${({ theme }) => theme.color.surface} 96%, transparent));
  box-shadow:
    ${({ theme }) => theme.shadow.lg},
    inset 0 1px 0 color-mix(in srgb, ${({ theme }) => theme.color.text} 8%, transparent);
  backdrop-filter: blur(18px) saturate(140%);
  color: ${({ theme }) => theme.color.text};
  ${({ $closing }) =>
    $closing &&
    css`
      pointer-events: none;
    `}

  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto;
    height: 2px;
    background: linear-gradient(90deg, transparent, ${({ theme, $tone }) => theme.color[toneColor[$tone]]}, transparent);
    opacity: 0.9;
  }

  /* Focus lands on the panel itself only when it holds nothing focusable; the ring would frame the whole card. */
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]} 0 ${theme.space[6]}`};
`;

const IconSlot = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  padding-top: ${({ theme }) => theme.space[1]};
`;

const Title = styled.h2`
  flex: 1;
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;
`;

const Body = styled.div`
  flex: 1;
  &:focus-visible {
    outline-offset: -3px;
  }
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]} ${theme.space[6]}`};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]} ${theme.space[6]}`};
  border-top: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.border} 60%, transparent);
`;

/**
 * The modal layer: a portal to document.body with a blurred backdrop and a glass panel. It traps focus,
 * restores it on close, locks the page's scroll and dismisses on Escape or a click on the backdrop.
 * A press that starts inside the panel and ends on the backdrop (selecting text, dragging) never
 * dismisses: only a press that starts and ends on the backdrop does.
 */
export function Modal({
  open,
  onDismiss,
  title,
  hideTitle = false,
  icon,
  size = 'md',
  tone = 'accent',
  showCloseButton,
  closeLabel = 'Close',
  dismissible = true,
  closing = false,
  initialFocus,
  footer,
  children,
  layer = 'modal',
  onExitComplete,
  ...aria
}: ModalProps) {
  const theme = useTheme();
  // An enclosing MotionConfig's setting (stories, tests) or the OS preference.
  const configuredReduce = useReducedMotionConfig() ?? false;
  const reduceMotion = usePrefersReducedMotion() || configuredReduce;
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const canDismiss = dismissible && !closing && onDismiss !== undefined;

  useFocusTrap(panelRef, {
    active: open && !closing,
    initialFocus,
    priority: theme.zIndex[layer],
    onEscape: (event) => {
      if (!canDismiss) return;
      event.preventDefault();
      onDismiss('escape');
    },
  });

  useEffect(() => (open ? lockBodyScroll() : undefined), [open]);

  // A body that scrolls must be reachable by keyboard (WCAG 2.1.1) even when it holds nothing focusable.
  const bodyRef = useRef<HTMLDivElement>(null);
  const [bodyScrolls, setBodyScrolls] = useState(false);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!open || !body) return;
    const measure = () => setBodyScrolls(body.scrollHeight > body.clientHeight + 1);
    measure();
    // Web fonts arriving after the modal opened can make the text taller than the body.
    void document.fonts?.ready.then(measure);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    for (const child of Array.from(body.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [open]);

  const onLayerMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
    // Keep focus inside the panel: a press on the backdrop would otherwise move it to <body>.
    if (pressStartedOnBackdrop.current) event.preventDefault();
  };
  const onLayerClick = (event: MouseEvent<HTMLDivElement>) => {
    const startedOnBackdrop = pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (startedOnBackdrop && event.target === event.currentTarget && canDismiss) onDismiss('backdrop');
  };

  const enter = { duration: seconds(theme.duration.base), ease: cssEase(easings.standard) };
  const exit = { duration: seconds(theme.duration.dialogClose), ease: cssEase(easings.exit) };
  const panelVariants: Variants = reduceMotion
    ? { hidden: { opacity: 0, transition: exit }, visible: { opacity: 1, transition: enter } }
    : {
        hidden: { opacity: 0, y: 16, scale: 0.97, transition: exit },
        visible: { opacity: 1, y: 0, scale: 1, transition: enter },
      };
  const backdropVariants: Variants = { hidden: { opacity: 0, transition: exit }, visible: { opacity: 1, transition: enter } };
  const shown = closing ? 'hidden' : 'visible';
  const withClose = showCloseButton ?? onDismiss !== undefined;

  if (typeof document === 'undefined') return null;
  return createPortal(
    <MotionProvider>
      <AnimatePresence onExitComplete={onExitComplete}>
      {open && (
        <Layer key="modal" $layer={layer} onMouseDown={onLayerMouseDown} onClick={onLayerClick}>
          <Backdrop aria-hidden="true" variants={backdropVariants} initial="hidden" animate={shown} exit="hidden" />
          <Panel
            ref={panelRef}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            tabIndex={-1}
            $size={size}
            $tone={tone}
            $closing={closing}
            variants={panelVariants}
            initial="hidden"
            animate={shown}
            exit="hidden"
            {...aria}
          >
            <Header>
              {icon && <IconSlot>{icon}</IconSlot>}
              <Title id={titleId} className={hideTitle ? 'orb-visually-hidden' : undefined}>
                {title}
              </Title>
              {withClose && <CloseButton label={closeLabel} disabled={!canDismiss} onClick={() => canDismiss && onDismiss('close-button')} />}
            </Header>
            <Body ref={bodyRef} tabIndex={bodyScrolls ? 0 : undefined}>
              {children}
            </Body>
            {footer && <Footer>{footer}</Footer>}
          </Panel>
        </Layer>
      )}
      </AnimatePresence>
    </MotionProvider>,
    document.body,
  );
}
