import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import type { GameBuild } from '@/api/schemas/game';
import { Button, IconButton, Select } from '@/design-system';
import { format } from '@/lib/strings';
import { gameStrings } from '../strings';
import { FrameBar } from './stage';

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

export interface MuteControl {
  /** Whether the game is muted (the player's setting, or the visitor's choice). */
  muted: boolean;
  onChange: (muted: boolean) => void;
}

/**
 * The page's mute control for an SDK game (the game reads it as settings.muteAudio): a toggle, pressed
 * while muted, its name fixed so the pressed state is what changes.
 */
export function MuteButton({ muted, onChange }: MuteControl) {
  return (
    <IconButton
      variant="secondary"
      icon={muted ? 'mute' : 'volume'}
      label={gameStrings.muteGame}
      pressed={muted}
      onClick={() => onChange(!muted)}
      data-testid="game-mute"
    />
  );
}

const EndControls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface FrameControlsProps {
  selector: ReactNode;
  target: RefObject<HTMLElement | null>;
  /** The mute control: only for a game that uses the SDK (no other game can hear it). */
  mute?: MuteControl | null;
}

export function FrameControls({ selector, target, mute = null }: FrameControlsProps) {
  return (
    <FrameBar data-testid="game-frame-controls">
      {selector}
      <EndControls>
        {mute && <MuteButton {...mute} />}
        <FullscreenButton target={target} />
      </EndControls>
    </FrameBar>
  );
}
