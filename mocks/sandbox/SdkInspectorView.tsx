import { memo, useId, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Badge, Button, type BadgeTone } from '@/design-system';
import type { DropReason } from '@/features/games/sdk/gate';
import { Hint, Section } from './parts';
import type { SdkTrafficLog, TrafficRow, TrafficStats } from './sdkTraffic';

/*
 * The SDK inspector (issue 12, demo only): the game frame's traffic as the page's relay saw it, latest
 * first. Everything a game sent (method, params, ids, origins) is untrusted and only ever rendered as
 * text. The log publishes at most a few snapshots a second and unchanged rows keep their objects, so a
 * flood re-renders little.
 */

/** Why the relay dropped a message: the reason code and what it means (gate.ts). */
export const DROP_REASONS: Record<DropReason, string> = {
  origin: "origin: not from a subdomain of this site (the games origin)",
  source: "source: not from this page's game frame",
  shape: 'shape: not a plain object with a method name',
  from: "from: not this product's id",
  id: 'id: not a string of 1–64 characters',
  version: 'version: an unsupported protocol version',
};

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-height: 28rem;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  overscroll-behavior: contain;
`;

type Accent = 'success' | 'danger' | 'warning' | 'info' | 'border';

const Item = styled.li<{ $accent: Accent }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 3px solid ${({ theme, $accent }) => theme.color[$accent]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSunken};
`;

const RelayItem = styled.li`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-bottom: 1px dashed ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Name = styled.span`
  min-width: 0;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.highlight};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  margin-left: auto;
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-variant-numeric: tabular-nums;
`;

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  overflow-wrap: anywhere;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.font.body};
`;

const Stats = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-variant-numeric: tabular-nums;
`;

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function clockTime(at: number): { label: string; iso: string } {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return { label: '', iso: '' };
  return {
    label: `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`,
    iso: date.toISOString(),
  };
}

function Time({ at }: { at: number }) {
  const time = clockTime(at);
  return <time dateTime={time.iso}>{time.label}</time>;
}

/** The totals line: what crossed the frame since the last clear. */
export function statsText(stats: TrafficStats): string {
  const parts = [
    plural(stats.requests, 'request'),
    plural(stats.replies, 'reply', 'replies'),
    plural(stats.errors, 'error'),
    `${count(stats.refused)} refused (rate limit)`,
    stats.undelivered > 0 ? `${plural(stats.events, 'event')} (${count(stats.undelivered)} not delivered)` : plural(stats.events, 'event'),
    `${count(stats.drops)} dropped`,
  ];
  return parts.join(' · ');
}

type CallRow = Extract<TrafficRow, { kind: 'call' }>;

function callStatus(row: CallRow): { tone: BadgeTone; label: string; accent: Accent } {
  if (row.pending > 0) return { tone: 'neutral', label: row.count === 1 ? 'waiting' : `${count(row.pending)} waiting`, accent: 'border' };
  const codes = row.failures.map((f) => f.code);
  if (codes.length === 0) return { tone: 'success', label: 'ok', accent: 'success' };
  if (codes.every((code) => code === 'rate_limited')) {
    return { tone: 'warning', label: row.ok > 0 ? 'partly refused: rate limit' : 'refused: rate limit', accent: 'warning' };
  }
  if (row.count === 1 && row.error) return { tone: 'danger', label: row.error.code, accent: 'danger' };
  return { tone: 'danger', label: 'errors', accent: 'danger' };
}

function msText(ms: CallRow['ms']): string {
  if (!ms) return '';
  return ms.min === ms.max ? `${count(ms.min)} ms` : `${count(ms.min)}–${count(ms.max)} ms`;
}

function CallItem({ row }: { row: CallRow }) {
  const status = callStatus(row);
  const burst = row.count > 1;
  return (
    <Item $accent={status.accent}>
      <Head>
        <Name>{row.method}</Name>
        {burst && (
          <Badge size="sm" tone="info">
            {`×${count(row.count)}`}
          </Badge>
        )}
        <Badge size="sm" tone={status.tone}>
          {status.label}
        </Badge>
        <Meta>
          {row.ms && <span>{msText(row.ms)}</span>}
          <Time at={row.at} />
        </Meta>
      </Head>
      <Line>
        <Label>params </Label>
        {row.params ?? '(none)'}
      </Line>
      {burst && (
        <Line>
          <Label>outcome </Label>
          {[
            row.ok > 0 ? `${count(row.ok)} ok` : null,
            ...row.failures.map((f) => `${count(f.count)} ${f.code}`),
            row.pending > 0 ? `${count(row.pending)} waiting` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Line>
      )}
      {row.result !== null && (
        <Line>
          <Label>{burst ? 'latest reply ' : 'reply '}</Label>
          {row.result}
        </Line>
      )}
      {row.error && (
        <Line>
          <Label>{burst ? 'latest error ' : 'error '}</Label>
          {`${row.error.code}${row.error.status === undefined ? '' : ` (${row.error.status})`}: ${row.error.message}`}
        </Line>
      )}
      <Line>
        <Label>{burst ? 'ids ' : 'id '}</Label>
        {burst ? `${row.id} … ${row.lastId}` : row.id}
        <Label>{` · ${row.game}`}</Label>
      </Line>
    </Item>
  );
}

const Row = memo(function Row({ row }: { row: TrafficRow }) {
  switch (row.kind) {
    case 'relay':
      return (
        <RelayItem>
          <span>{`Relay started for ${row.game}`}</span>
          <Time at={row.at} />
        </RelayItem>
      );
    case 'call':
      return <CallItem row={row} />;
    case 'event':
      return (
        <Item $accent={row.delivered ? 'info' : 'warning'}>
          <Head>
            <Name>{row.event}</Name>
            <Badge size="sm" tone="info">
              event
            </Badge>
            <Badge size="sm" tone={row.delivered ? 'success' : 'warning'}>
              {row.delivered ? 'sent' : 'not delivered'}
            </Badge>
            <Meta>
              <Time at={row.at} />
            </Meta>
          </Head>
          <Line>
            <Label>data </Label>
            {row.data ?? '(none)'}
          </Line>
          {!row.delivered && (
            <Line>
              <Label>The game had not sent a valid message yet, so the page did not know where to post it.</Label>
            </Line>
          )}
        </Item>
      );
    case 'drop':
      return (
        <Item $accent="danger">
          <Head>
            <Name>{`dropped: ${row.reason}`}</Name>
            {row.count > 1 && (
              <Badge size="sm" tone="info">
                {`×${count(row.count)}`}
              </Badge>
            )}
            <Badge size="sm" tone="danger">
              no reply
            </Badge>
            <Meta>
              <Time at={row.lastAt} />
            </Meta>
          </Head>
          <Line>
            <Label>reason </Label>
            {DROP_REASONS[row.reason] ?? row.reason}
          </Line>
          <Line>
            <Label>origin </Label>
            {row.origin === '' ? '(none)' : row.origin}
          </Line>
        </Item>
      );
  }
});

/** The SDK inspector section of the sandbox panel. */
export function SdkInspectorView({ log }: { log: SdkTrafficLog }) {
  const snapshot = useSyncExternalStore(log.subscribe, log.getSnapshot, log.getSnapshot);
  const labelId = useId();
  const { rows, stats, trimmed, limit } = snapshot;
  const latestFirst = rows.toReversed();
  return (
    <Section
      title={`SDK inspector (${count(stats.messages)})`}
      icon="gamepad"
      labelId={labelId}
      aside={
        <Button variant="ghost" size="sm" iconStart="trash" onClick={() => log.clear()} disabled={rows.length === 0 && stats.messages === 0}>
          Clear traffic
        </Button>
      }
    >
      {rows.length === 0 && stats.messages === 0 ? (
        <Hint>
          No SDK traffic yet. It fills while a game page with an SDK build is open (<strong>Starfall Arena</strong>, for one): each
          request with its reply or error and its time, the events the page sends, and every dropped message with the reason, latest
          first.
        </Hint>
      ) : (
        <>
          <Stats>{statsText(stats)}</Stats>
          {trimmed > 0 && <Stats>{`Showing the latest ${count(limit)} rows; ${plural(trimmed, 'older row')} removed.`}</Stats>}
          <List aria-labelledby={labelId} tabIndex={0}>
            {latestFirst.map((row) => (
              <Row key={row.key} row={row} />
            ))}
          </List>
        </>
      )}
    </Section>
  );
}
