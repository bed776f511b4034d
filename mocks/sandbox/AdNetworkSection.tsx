import { useId, useState } from 'react';
import { Select } from '@/design-system';
import { AD_NETWORK_MODES, AD_NETWORK_MODE_DESCRIPTIONS, isAdNetworkMode } from '../ad-network/modes';
import type { SandboxSettings } from './params';
import { Section } from './parts';
import type { SandboxController } from './types';

/** The demo's fake ad network mode (`adnet=`), so every overlay-ad path can be shown offline (Decision 6). */
export function AdNetworkSection({ controller, settings }: { controller: SandboxController; settings: SandboxSettings }) {
  const labelId = useId();
  const [pending, setPending] = useState(false);
  return (
    <Section title="Ad network" icon="megaphone" labelId={labelId}>
      <Select
        label="Ad network"
        hideLabel
        value={settings.adnet}
        disabled={pending}
        options={AD_NETWORK_MODES.map((mode) => ({ value: mode, label: mode }))}
        hint={`${AD_NETWORK_MODE_DESCRIPTIONS[settings.adnet]} Needs the ads flag. Reloads; stays on for this tab.`}
        onChange={(event) => {
          const next = event.target.value;
          if (!isAdNetworkMode(next) || next === settings.adnet) return;
          setPending(true);
          controller.updateSettings({ adnet: next });
        }}
      />
    </Section>
  );
}
