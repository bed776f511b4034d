import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Field, Select, TextInput, Toggle, bareControl, controlFocusRing, controlSurface } from '@/design-system';
import { isValidDateString, todayIso } from '@/lib/clock';
import type { ConsentPurpose } from '@/lib/consent';
import { connections, realtimeUnavailableReason, REALTIME_BUTTONS } from './availability';
import { PERSONAS, SCENARIOS, SCENARIO_DESCRIPTIONS, isScenario, parseSandboxParams, type Persona, type SandboxSettings } from './params';
import { ButtonGrid, Hint, Mono, Row, Section } from './parts';
import type { RealtimeAction, RealtimeOutcome, SandboxController, SessionInfo } from './types';

const PERSONA_LABELS: Record<Persona, string> = { guest: 'Guest', player: 'Player', premium: 'Premium', developer: 'Developer' };
const PERSONA_HINTS: Record<Persona, string> = {
  guest: 'Logged out.',
  player: 'player@orbital.test · 120 coins.',
  premium: 'premium@orbital.test · 40 coins · premium for 20 more days.',
  developer: 'developer@orbital.test · 500 coins · owns orbital-labs.',
};

/** Statuses a QA run usually wants from `fail=`. */
const FAIL_STATUSES = [400, 401, 403, 404, 409, 419, 422, 429, 500, 502, 503, 504];

// ------------------------------------------------------------------------------------------ persona

const PersonaGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

function describeSession(session: SessionInfo): string {
  if (session.userId === null) return 'Now: a guest (logged out).';
  const who = session.username ?? `user ${session.userId}`;
  if (session.persona === null) return `Now: ${who}, an account made in this demo.`;
  return `Now: ${who} (${session.email ?? PERSONA_HINTS[session.persona]}).`;
}

export function PersonaSection({ controller, session }: { controller: SandboxController; session: SessionInfo }) {
  const labelId = useId();
  const [switching, setSwitching] = useState<Persona | null>(null);
  const current: Persona | null = session.userId === null ? 'guest' : session.persona;
  return (
    <Section title="Persona" icon="user" labelId={labelId}>
      <PersonaGrid role="group" aria-labelledby={labelId}>
        {PERSONAS.map((persona) => (
          <Button
            key={persona}
            variant={persona === current ? 'primary' : 'secondary'}
            aria-pressed={persona === current}
            busy={switching === persona}
            title={PERSONA_HINTS[persona]}
            onClick={() => {
              setSwitching(persona);
              controller.switchPersona(persona);
            }}
          >
            {PERSONA_LABELS[persona]}
          </Button>
        ))}
      </PersonaGrid>
      <Hint>
        {describeSession(session)} Switching logs the mock session out or in and reloads; after that the session behaves like a real
        one. Password for all: <code>Orbital!2026</code>.
      </Hint>
    </Section>
  );
}

// ----------------------------------------------------------------------------------------- scenario

export function ScenarioSection({ controller, settings }: { controller: SandboxController; settings: SandboxSettings }) {
  const labelId = useId();
  const [pending, setPending] = useState(false);
  const [failText, setFailText] = useState(settings.fail.join(', '));
  const [failStatus, setFailStatus] = useState(String(settings.failStatus));
  const [failError, setFailError] = useState<string | null>(null);

  const applyFail = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSandboxParams(new URLSearchParams({ fail: failText, failStatus }));
    if (parsed.warnings.length > 0 || parsed.params.fail === undefined) {
      setFailError('Use endpoint keys (games.index) or path fragments (/v1/public/blog), separated by commas.');
      return;
    }
    setFailError(null);
    controller.updateSettings({ fail: parsed.params.fail, failStatus: parsed.params.failStatus ?? 500 });
  };

  return (
    <Section title="Scenario" icon="flag" labelId={labelId}>
      <Select
        label="Scenario"
        hideLabel
        value={settings.scenario}
        disabled={pending}
        options={SCENARIOS.map((name) => ({ value: name, label: name }))}
        hint={`${SCENARIO_DESCRIPTIONS[settings.scenario]} Switching reloads, so every page fetches again. Stays on for this tab.`}
        onChange={(event) => {
          const next = event.target.value;
          if (!isScenario(next) || next === settings.scenario) return;
          setPending(true);
          controller.updateSettings({ scenario: next });
        }}
      />
      <form onSubmit={applyFail} noValidate>
        <Row>
          <TextInput
            label="Failing calls"
            placeholder="games.index, /v1/public/blog"
            value={failText}
            onChange={(event) => setFailText(event.target.value)}
            error={failError ?? undefined}
            spellCheck={false}
            autoComplete="off"
          />
          <Select
            label="Status"
            value={failStatus}
            onChange={(event) => setFailStatus(event.target.value)}
            options={FAIL_STATUSES.map((code) => ({ value: String(code), label: String(code) }))}
            style={{ flex: '0 0 6.5rem' }}
          />
        </Row>
        <Row style={{ marginTop: '0.5rem' }}>
          <Hint>
            {settings.fail.length > 0 ? (
              <>
                Failing now with <strong>{settings.failStatus}</strong>: <Mono>{settings.fail.join(', ')}</Mono>
              </>
            ) : (
              'Only these calls fail (endpoint keys or path fragments).'
            )}
          </Hint>
          <Button type="submit" variant="secondary" size="sm">
            Apply
          </Button>
          {settings.fail.length > 0 && (
            <Button variant="ghost" size="sm" onClick={() => controller.updateSettings({ fail: [], failStatus: 500 })}>
              Stop failing
            </Button>
          )}
        </Row>
      </form>
    </Section>
  );
}

// --------------------------------------------------------------------------------------------- date

const DateShell = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  ${controlSurface}
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control.md};

  &:has(input:focus-visible) {
    ${controlFocusRing}
  }
`;

const DateNative = styled.input`
  ${bareControl}
  align-self: stretch;
  padding: 0 ${({ theme }) => theme.space[4]};
  color-scheme: dark;

  &:focus,
  &:focus-visible {
    outline: none;
  }
`;

export function DateSection({ controller, settings }: { controller: SandboxController; settings: SandboxSettings }) {
  const labelId = useId();
  const [value, setValue] = useState(settings.now ?? todayIso());
  const [error, setError] = useState<string | null>(null);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidDateString(value)) {
      setError('Pick a real calendar date.');
      return;
    }
    setError(null);
    controller.updateSettings({ now: value });
  };
  return (
    <Section title="Date" icon="calendar" labelId={labelId}>
      <form onSubmit={apply} noValidate>
        <Row>
          <Field label="The clock's date" error={error ?? undefined}>
            {(control) => (
              <DateShell $invalid={error !== null} $disabled={false}>
                <DateNative {...control} type="date" value={value} onChange={(event) => setValue(event.target.value)} />
              </DateShell>
            )}
          </Field>
          <Button type="submit" variant="secondary">
            Set date
          </Button>
          <Button variant="ghost" disabled={settings.now === null} onClick={() => controller.updateSettings({ now: null })}>
            Clear
          </Button>
        </Row>
      </form>
      <Hint>
        {settings.now ? (
          <>
            The app believes it is <strong>{settings.now}</strong>.
          </>
        ) : (
          'The app uses the real date.'
        )}{' '}
        Seasonal snowfall runs 20 Dec – 15 Jan; premium expiry follows the date too. Reloads.
      </Hint>
    </Section>
  );
}

// ----------------------------------------------------------------------------------------- switches

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** The loaded consent system's purposes, each switched at once (no reload). */
const CONSENT_SWITCHES: { purpose: ConsentPurpose; label: string; hint?: string }[] = [
  { purpose: 'ads', label: 'Ads consent', hint: "Off: declined — no network ad, the overlay ad's Play at once." },
  { purpose: 'analytics', label: 'Analytics consent' },
  { purpose: 'gdpr', label: 'GDPR consent', hint: "Off: no consent for the ad network — no network ad, the overlay ad's Play at once." },
];

const Nested = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-left: ${({ theme }) => theme.space[4]};
  border-left: 2px solid ${({ theme }) => theme.color.border};
`;

export function SwitchesSection({
  controller,
  settings,
}: {
  controller: SandboxController;
  settings: SandboxSettings;
}) {
  const labelId = useId();
  const [consent, setConsent] = useState(settings.consent);
  const ads = settings.ads ?? controller.adsDefault;
  return (
    <Section title="Switches" icon="settings" labelId={labelId}>
      <Stack>
        <Toggle
          label="Consent system"
          hint={
            settings.consent.loaded
              ? 'Loaded: the footer shows Cookie Settings, and ads and analytics follow its answers.'
              : 'Not loaded: Cookie Settings is hidden and nothing is restricted.'
          }
          checked={settings.consent.loaded}
          onChange={(event) => controller.updateSettings({ consent: { ...settings.consent, loaded: event.target.checked } })}
        />
        {settings.consent.loaded && (
          <Nested>
            {CONSENT_SWITCHES.map(({ purpose, label, hint }) => (
              <Toggle
                key={purpose}
                label={label}
                hint={hint}
                checked={consent[purpose]}
                onChange={(event) => {
                  const granted = event.target.checked;
                  setConsent((c) => ({ ...c, [purpose]: granted }));
                  controller.setConsentPurpose(purpose, granted);
                }}
              />
            ))}
          </Nested>
        )}
        <Toggle
          label="Ads"
          hint={`The ads flag (${settings.ads === null ? 'as built' : 'set here'}). Ads come from the demo's own ad server. Reloads.`}
          checked={ads}
          onChange={(event) => controller.updateSettings({ ads: event.target.checked })}
        />
        <Toggle
          label="Maintenance gate"
          hint="Blank page unless the bypass cookie is set: open any page with ?bypass=orbital-preview. Turn off again with ?gate=0. Reloads."
          checked={settings.gate}
          onChange={(event) => controller.updateSettings({ gate: event.target.checked })}
        />
      </Stack>
    </Section>
  );
}

// ----------------------------------------------------------------------------------------- realtime

const Readout = styled.p<{ $tone: 'idle' | 'ok' | 'warn' }>`
  min-height: 1.4em;
  color: ${({ theme, $tone }) => ($tone === 'ok' ? theme.color.success : $tone === 'warn' ? theme.color.warning : theme.color.textMuted)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  overflow-wrap: anywhere;
`;

export function RealtimeSection({ controller, session }: { controller: SandboxController; session: SessionInfo }) {
  const labelId = useId();
  const reasonsId = useId();
  const [busy, setBusy] = useState<RealtimeAction | null>(null);
  const [outcome, setOutcome] = useState<RealtimeOutcome | null>(null);
  // The readout's hint speaks of an event's listeners, not of dropped sockets.
  const [dropped, setDropped] = useState(false);
  const reasons = REALTIME_BUTTONS.map((button) => realtimeUnavailableReason(button.action, session));
  const distinct = [...new Set(reasons.filter((reason): reason is string => reason !== null))];

  const fire = async (action: RealtimeAction) => {
    setBusy(action);
    setDropped(false);
    try {
      setOutcome(await controller.fire(action));
    } catch (error) {
      setOutcome({ ok: false, delivered: 0, message: error instanceof Error ? error.message : 'The event could not be sent.' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Section title="Realtime" icon="bell" labelId={labelId}>
      <ButtonGrid>
        {REALTIME_BUTTONS.map((button, index) => (
          <Button
            key={button.action}
            variant="secondary"
            size="sm"
            disabled={reasons[index] !== null}
            aria-describedby={reasons[index] !== null ? reasonsId : undefined}
            busy={busy === button.action}
            title={button.event}
            onClick={() => void fire(button.action)}
          >
            {button.label}
          </Button>
        ))}
      </ButtonGrid>
      {distinct.length > 0 && <Hint id={reasonsId}>{distinct.join(' ')}</Hint>}
      <ButtonGrid>
        <Button
          variant="secondary"
          size="sm"
          title="Close this tab's realtime sockets, as a lost connection would"
          onClick={() => {
            setOutcome(controller.dropRealtime());
            setDropped(true);
          }}
        >
          Drop connection
        </Button>
      </ButtonGrid>
      <Readout role="status" $tone={outcome === null ? 'idle' : outcome.ok && outcome.delivered > 0 ? 'ok' : 'warn'}>
        {outcome ? outcome.message : `Sends to ${session.userId !== null ? `user ${session.userId}` : 'this guest'}'s channels; the readout says how many connections got it.`}
      </Readout>
      {outcome && !dropped && <Hint>{outcome.delivered === 0 ? 'Nothing listens on that channel yet.' : `Reached ${connections(outcome.delivered)}.`}</Hint>}
    </Section>
  );
}

// --------------------------------------------------------------------------------------------- data

const Confirm = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.danger} 55%, transparent);
  border-radius: ${({ theme }) => theme.radius.md};
  background: color-mix(in srgb, ${({ theme }) => theme.color.danger} 8%, ${({ theme }) => theme.color.surface});
`;

export function DataSection({ controller }: { controller: SandboxController }) {
  const labelId = useId();
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reset = async () => {
    setWorking(true);
    setError(null);
    try {
      await controller.resetDemoData();
    } catch (caught) {
      setWorking(false);
      setError(caught instanceof Error ? caught.message : 'The demo data could not be reset.');
    }
  };

  return (
    <Section title="Demo data" icon="box" labelId={labelId}>
      {confirming ? (
        <Confirm role="group" aria-label="Confirm the reset">
          <Hint>
            <strong>Reset demo data?</strong> Everything made in this demo (sign-ups, reviews, purchases, saves) is lost and the
            seeded catalogue comes back. The page reloads.
          </Hint>
          <Row style={{ justifyContent: 'flex-end' }}>
            <Button variant="ghost" size="sm" disabled={working} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" size="sm" busy={working} iconStart="refresh" onClick={() => void reset()} autoFocus>
              Reset demo data
            </Button>
          </Row>
        </Confirm>
      ) : (
        <Row>
          <Hint>The demo keeps what you create in this browser.</Hint>
          <Button variant="secondary" size="sm" iconStart="refresh" onClick={() => setConfirming(true)}>
            Reset demo data
          </Button>
        </Row>
      )}
      {error && (
        <Hint role="alert" style={{ color: 'var(--orb-color-danger)' }}>
          {error}
        </Hint>
      )}
    </Section>
  );
}
