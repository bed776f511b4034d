import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '@/api/schemas/user';
import { holdImport } from '@/design-system/components/LazyPart/testing';

/*
 * The sounds are a chunk loaded after the first screen (issue 14): a sound asked for before it has
 * arrived plays when it does, and settings that mute sounds still silence it.
 */
const session = vi.hoisted(() => ({ settings: undefined as typeof DEFAULT_USER_SETTINGS | undefined }));
vi.mock('@/lib/session', () => ({ useSession: () => ({ data: session.settings ? { settings: session.settings } : undefined }) }));

const playSound = vi.fn(() => true);

async function freshHook() {
  const { gate, release } = holdImport();
  vi.resetModules();
  vi.doMock('./sounds', async () => {
    await gate;
    return { playSound };
  });
  const { useNotificationSound } = await import('./useNotificationSound');
  return { play: renderHook(() => useNotificationSound()).result.current, release };
}

describe('useNotificationSound', () => {
  afterEach(() => {
    vi.doUnmock('./sounds');
    playSound.mockClear();
    session.settings = undefined;
  });

  it('a sound asked for before the sounds chunk has arrived plays when it does', async () => {
    const { play, release } = await freshHook();
    play('message');
    expect(playSound).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(playSound).toHaveBeenCalledExactlyOnceWith('message'));
  });

  it('plays nothing when the settings mute sounds', async () => {
    session.settings = { ...DEFAULT_USER_SETTINGS, media: { ...DEFAULT_USER_SETTINGS.media, mute_sounds_master: true } };
    const { play, release } = await freshHook();
    release();
    play('ding');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(playSound).not.toHaveBeenCalled();
  });
});
