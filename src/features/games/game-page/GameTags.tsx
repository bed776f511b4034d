import { Link } from 'react-router';
import styled from 'styled-components';
import type { Game } from '@/api/schemas/game';
import { Icon } from '@/design-system';
import { tagHref } from '@/lib/links';
import { gameStrings } from '../strings';
import { ChipList } from './layout';

/* A chip with a full hit area (headset laser pointers, guide §5). */
const TagLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.size.minHit};
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-decoration: none;
  overflow-wrap: anywhere;
  transition: border-color ${({ theme }) => theme.duration.fast}ms, background-color ${({ theme }) => theme.duration.fast}ms;

  &:hover {
    border-color: ${({ theme }) => theme.color.accent};
    background: color-mix(in srgb, ${({ theme }) => theme.color.accent} 14%, ${({ theme }) => theme.color.surface});
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** The game's tags, each linking to its tag page /arcade/games/tag/{tag} (spec §2). Nothing when there are none. */
export function GameTags({ tags }: { tags: Game['tags'] }) {
  if (tags.length === 0) return null;
  return (
    <ChipList aria-label={gameStrings.tags} data-testid="game-tags">
      {tags.map((tag) => (
        <li key={tag.slug}>
          <TagLink to={tagHref(tag.slug)}>
            <Icon name="tag" size="sm" tone="inherit" />
            {tag.title}
          </TagLink>
        </li>
      ))}
    </ChipList>
  );
}
