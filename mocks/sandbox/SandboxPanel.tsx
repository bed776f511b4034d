import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled, { keyframes, useTheme } from 'styled-components';
import { Badge, CloseButton, Icon, useFocusTrap } from '@/design-system';
// The shared scroll-lock counter, so the drawer and the app's modals never undo each other's lock.
import { lockBodyScroll } from '@/design-system/components/Modal/layerStack';
import { AdNetworkSection } from './AdNetworkSection';
import { EventLogView } from './EventLogView';
import { SANDBOX_OPEN_EVENT } from './openEvent';
import { describeSettings } from './params';
import { SdkInspectorView } from './SdkInspectorView';
import { DataSection, DateSection, PersonaSection, RealtimeSection, ScenarioSection, SwitchesSection } from './sections';
import type { SandboxController, SessionInfo } from './types';

/*
 * The sandbox panel (engineering guide §3): demo mode only, mounted by the demo entry in its own React
 * root, never inside the app's tree. The floating 'Sandbox' button opens a focus-trapped drawer from
 * the left.
 *
 * Where the button lives (issue 14: it must never cover content): in a slim strip docked to the bottom
 * of the viewport, like a browser's toolbar. The page reserves the strip's room twice: a spacer of its
 * height after the app (this root is the last thing in <body>), so the end of every page scrolls clear
 * of it, and `--orb-inset-bottom` (the design system's `size.insetBottom`), so the app's own fixed
 * layers (toasts, back-to-top) sit above it. Nothing is ever only under the strip; the app does not
 * know the demo is there.
 */

/** The strip's height: the 44-px button with 4 px above and below. */
export const SANDBOX_DOCK_HEIGHT = '52px';
const INSET_PROPERTY = '--orb-inset-bottom';

const DockSpace = styled.div`
  height: ${SANDBOX_DOCK_HEIGHT};
`;

const Dock = styled.div`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  /* Above the page, under everything the app lays over it (drawer, dropdowns, dialogs, toasts). */
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: flex;
  align-items: center;
  height: ${SANDBOX_DOCK_HEIGHT};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-top: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.border} 70%, transparent);
  background: color-mix(in srgb, ${({ theme }) => theme.color.bg} 82%, transparent);
  backdrop-filter: blur(16px) saturate(150%);
`;

const Trigger = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.size.minHit};
  min-width: ${({ theme }) => theme.size.minHit};
  padding: 0 ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[3]};
  border: 1px dashed ${({ theme, $active }) => ($active ? theme.color.warning : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: color-mix(in srgb, ${({ theme }) => theme.color.bgSunken} 88%, transparent);
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.02em;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.duration.fast}ms,
    background-color ${({ theme }) => theme.duration.fast}ms;

  &:hover {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  flex: none;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.warning};
  box-shadow: 0 0 8px ${({ theme }) => theme.color.warning};
`;

const slideIn = keyframes`
  from { transform: translateX(-24px); }
  to { transform: none; }
`;

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.sandbox};
`;

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  background: color-mix(in srgb, ${({ theme }) => theme.color.backdrop} 70%, transparent);
`;

const Drawer = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  left: 0;
  display: flex;
  flex-direction: column;
  width: min(30rem, 100vw);
  border-right: 1px solid ${({ theme }) => theme.color.border};
  background:
    linear-gradient(180deg, color-mix(in srgb, ${({ theme }) => theme.color.warning} 7%, transparent), transparent 120px),
    ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.text};
  animation: ${slideIn} ${({ theme }) => theme.duration.base}ms ${({ theme }) => theme.easing.standard};

  &:focus {
    outline: none;
  }
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]} ${theme.space[4]} ${theme.space[6]}`};
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Title = styled.h2`
  flex: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.xl};
  letter-spacing: -0.01em;
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-bottom: ${({ theme }) => theme.space[8]};
`;

export interface SandboxPanelProps {
  controller: SandboxController;
  /** Open on mount (stories). */
  defaultOpen?: boolean;
}

/** The floating 'Sandbox' button (in its strip) and the drawer it opens. */
export function SandboxPanel({ controller, defaultOpen = false }: SandboxPanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  useEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(SANDBOX_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(SANDBOX_OPEN_EVENT, onOpen);
  }, []);
  const settings = controller.getSettings();
  const active = describeSettings(settings);
  const summaryId = useId();
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty(INSET_PROPERTY, SANDBOX_DOCK_HEIGHT);
    return () => {
      root.style.removeProperty(INSET_PROPERTY);
    };
  }, []);
  return (
    <>
      <DockSpace data-testid="sandbox-dock-space" />
      <Dock data-testid="sandbox-dock">
        <Trigger
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-describedby={active.length > 0 ? summaryId : undefined}
          $active={active.length > 0}
          onClick={() => setOpen(true)}
        >
          <Icon name="code" size="md" tone="warning" />
          Sandbox
          {active.length > 0 && <Dot aria-hidden="true" />}
        </Trigger>
      </Dock>
      {active.length > 0 && (
        <span id={summaryId} hidden>
          {`Active: ${active.join(', ')}.`}
        </span>
      )}
      {open && <SandboxDrawer controller={controller} onClose={() => setOpen(false)} />}
    </>
  );
}

function SandboxDrawer({ controller, onClose }: { controller: SandboxController; onClose: () => void }) {
  const theme = useTheme();
  const drawerRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useCallback(() => onClose(), [onClose]);
  // Who is logged in may have changed since the page loaded (the app's own login and logout).
  const [session] = useState<SessionInfo>(() => controller.getSession());
  const settings = controller.getSettings();
  const active = describeSettings(settings);

  useFocusTrap(drawerRef, {
    active: true,
    priority: theme.zIndex.sandbox,
    onEscape: (event) => {
      event.preventDefault();
      close();
    },
  });
  useEffect(() => lockBodyScroll(), []);

  return (
    <Layer>
      <Backdrop aria-hidden="true" onClick={close} />
      <Drawer ref={drawerRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Header>
          <TitleRow>
            <Title id={titleId}>
              <Icon name="code" size="lg" tone="warning" />
              Sandbox
            </Title>
            <Badge tone="warning" size="sm">
              Demo only
            </Badge>
            <CloseButton label="Close the sandbox" onClick={close} />
          </TitleRow>
          <Subtitle>Controls for designers, QA and sales. The app never sees this panel; it talks to the mock backend.</Subtitle>
          {active.length > 0 && (
            <Chips aria-label="Active settings">
              {active.map((item) => (
                <li key={item}>
                  <Badge tone="warning" size="sm">
                    {item}
                  </Badge>
                </li>
              ))}
            </Chips>
          )}
        </Header>
        <Body>
          <PersonaSection controller={controller} session={session} />
          <ScenarioSection controller={controller} settings={settings} />
          <DateSection controller={controller} settings={settings} />
          <SwitchesSection controller={controller} settings={settings} />
          <AdNetworkSection controller={controller} settings={settings} />
          <RealtimeSection controller={controller} session={session} />
          <DataSection controller={controller} />
          <SdkInspectorView log={controller.sdkTraffic} />
          <EventLogView log={controller.eventLog} />
        </Body>
      </Drawer>
    </Layer>
  );
}
