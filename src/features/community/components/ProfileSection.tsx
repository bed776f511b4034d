import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Visibility } from '@/api/schemas/user';
import { Icon, Section, SectionHeader, SectionTitle, type IconName } from '@/design-system';
import { format } from '@/lib/strings';
import { communityStrings as s } from '../strings';

/** Who else sees a part of the profile, told to its owner. */
export const seenBy: Readonly<Record<Visibility, { text: string; icon: IconName }>> = {
  all: { text: s.seenByAll, icon: 'eye' },
  friends: { text: s.seenByFriends, icon: 'users' },
  none: { text: s.seenByNone, icon: 'lock' },
};

const Frame = styled(Section)`
  align-content: start;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  min-width: 0;
`;

const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

/** The owner's note under a section's title. */
export const OwnerNote = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** A section's quiet one-line message: empty, or hidden from this viewer. */
const Quiet = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

export interface ProfileSectionProps<T> {
  /** The `data-testid` and `data-section` of the section (e.g. 'friends'). */
  name: string;
  title: string;
  /** The section's entries; null when the owner's privacy settings hide them from this viewer. */
  items: readonly T[] | null;
  /** The owner's alias, for the hidden note. */
  alias: string;
  /** Only in the owner's own view: who else sees the section. */
  visibility: Visibility | null;
  empty: string;
  emptyIcon: IconName;
  children: (items: readonly T[]) => ReactNode;
}

/**
 * One part of a public profile: its entries, its empty state ('No … yet.'), or — when the server left it
 * out for this viewer — the owner's choice to keep it private. The owner also reads who else sees it.
 */
export function ProfileSection<T>({ name, title, items, alias, visibility, empty, emptyIcon, children }: ProfileSectionProps<T>) {
  const headingId = useId();
  const note = visibility === null ? null : seenBy[visibility];
  return (
    <Frame aria-labelledby={headingId} data-testid={`profile-${name}`} data-section={name} data-hidden={items === null || undefined}>
      <SectionHeader align="start">
        <Head>
          <SectionTitle id={headingId} size="md">
            {title}
          </SectionTitle>
          {note && (
            <OwnerNote data-testid="owner-note">
              <Icon name={note.icon} size="sm" tone="inherit" />
              {note.text}
            </OwnerNote>
          )}
        </Head>
      </SectionHeader>
      {items === null ? (
        <Quiet data-testid="section-hidden">
          <Icon name="lock" size="sm" tone="inherit" />
          {format(s.hidden, { alias })}
        </Quiet>
      ) : items.length === 0 ? (
        <Quiet data-testid="section-empty">
          <Icon name={emptyIcon} size="sm" tone="inherit" />
          {empty}
        </Quiet>
      ) : (
        children(items)
      )}
    </Frame>
  );
}
