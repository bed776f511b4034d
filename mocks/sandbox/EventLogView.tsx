import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@/design-system';
import { useAnalyticsEvents, type AnalyticsEvent, type EventLog } from '@/lib/analytics';
import { Hint, Section } from './parts';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-height: 22rem;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  overscroll-behavior: contain;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSunken};
`;

const ItemHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Name = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.highlight};
  overflow-wrap: anywhere;
`;

const Time = styled.time`
  flex: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-variant-numeric: tabular-nums;
`;

const Payload = styled.pre`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const pad = (n: number) => String(n).padStart(2, '0');

function timeOf(event: AnalyticsEvent): { label: string; iso: string } {
  const date = new Date(event.at);
  if (Number.isNaN(date.getTime())) return { label: '', iso: '' };
  return { label: `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`, iso: date.toISOString() };
}

function payloadText(event: AnalyticsEvent): string {
  try {
    return JSON.stringify(event.payload, null, 2) ?? '{}';
  } catch {
    return '(payload cannot be shown)';
  }
}

/** The analytics event log (Decision 7): what the app sent to the sink, latest first. */
export function EventLogView({ log }: { log: EventLog }) {
  const events = useAnalyticsEvents(log);
  const labelId = useId();
  const latestFirst = events.toReversed();
  return (
    <Section
      title={`Analytics events (${events.length})`}
      icon="activity"
      labelId={labelId}
      aside={
        <Button variant="ghost" size="sm" iconStart="trash" onClick={() => log.clear()} disabled={events.length === 0}>
          Clear log
        </Button>
      }
    >
      {latestFirst.length === 0 ? (
        <Hint>No events yet. What the app sends to analytics shows here, latest first.</Hint>
      ) : (
        <List aria-labelledby={labelId} tabIndex={0}>
          {latestFirst.map((event) => {
            const time = timeOf(event);
            return (
              <Item key={event.id}>
                <ItemHead>
                  <Name>{event.name}</Name>
                  <Time dateTime={time.iso}>{time.label}</Time>
                </ItemHead>
                <Payload>{payloadText(event)}</Payload>
              </Item>
            );
          })}
        </List>
      )}
    </Section>
  );
}
