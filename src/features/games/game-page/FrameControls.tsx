import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import type { GameBuild } from '@/api/schemas/game';
import { Button, Select } from '@/design-system';
import { format } from '@/lib/strings';
import { gameStrings } from '../strings';

/** A build's label: its version, and '(Active)' for the build players get by default. */
export const buildLabel = (build: GameBuild) =>
  build.active ? format(gameStrings.buildOption, { version: build.version, active: gameStrings.active }) : build.version;

export interface BuildSelectorProps {
  builds: readonly GameBuild[];
  /** The version the frame plays. */
  value: string;
  onChange: (version: string) => void;
}

const SelectBox = styled.div`
  width: min(100%, 16rem);
`;

/**
 * Picks the build the frame plays (spec §2: the build selector). Only shown when the game has more than
 * one build; the page puts the choice in the URL (`build=`), which reloads the frame with that build.
 */
export function BuildSelector({ builds, value, onChange }: BuildSelectorProps) {
  if (builds.length < 2) return null;
  return (
    <SelectBox>
      <Select
        label={gameStrings.build}
        size="md"
        iconStart="code"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={builds.map((build) => ({ value: build.version, label: buildLabel(build) }))}
        data-testid="build-selector"
      />
    </SelectBox>
  );
}

const fullscreenSupported = () => typeof document !== 'undefined' && document.fullscreenEnabled === true;

/**
 * Fullscreen for `target` (the game's stage): whether the browser allows it, whether the target is
 * fullscreen now (kept in step with Escape and the browser's own controls), and a toggle.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [supported] = useState(fullscreenSupported);
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (!supported) return undefined;
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [supported, target]);

  const toggle = () => {
    // A refused request (no user activation, a policy) leaves the page as it was: nothing to report.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void target.current?.requestFullscreen().catch(() => undefined);
  };

  return { supported, active, toggle };
}

/** The page's fullscreen control for the stage. Not rendered where the browser has no fullscreen (iPhone Safari). */
export function FullscreenButton({ target }: { target: RefObject<HTMLElement | null> }) {
  const { supported, active, toggle } = useFullscreen(target);
  if (!supported) return null;
  return (
    <Button variant="secondary" iconStart="fullscreen" onClick={toggle} data-testid="game-fullscreen">
      {active ? gameStrings.exitFullscreen : gameStrings.fullscreen}
    </Button>
  );
}

/** The row under the stage: the build selector at the start, the fullscreen control at the end. */
export const FrameBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  > :last-child {
    margin-inline-start: auto;
  }
`;

export function FrameControls({ selector, target }: { selector: ReactNode; target: RefObject<HTMLElement | null> }) {
  return (
    <FrameBar data-testid="game-frame-controls">
      {selector}
      <FullscreenButton target={target} />
    </FrameBar>
  );
}
