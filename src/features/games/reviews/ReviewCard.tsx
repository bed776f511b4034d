import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import type { Review } from '@/api/schemas/review';
import { Avatar, Badge, Button, Icon, StarRatingDisplay, TextLink } from '@/design-system';
import { formatArticleDate } from '@/lib/date';
import { userProfileHref } from '@/lib/links';
import { humanizeNumber } from '@/lib/numbers';
import { renderRouterLink } from '@/lib/routerLink';
import { format } from '@/lib/strings';
import { ReactionPill } from '../reactions/ReactionPill';
import type { ReviewReaction } from './reviewReactions';
import { reviewStrings as s } from './strings';

export interface ReviewCardProps {
  review: Review;
  /** The viewer's own review: marked, no like/dislike, Edit and Delete instead. */
  own?: boolean;
  /** The game's developer name, for the response's heading. */
  developerName: string;
  /** Like or dislike (others' reviews). */
  onReact?: (type: ReviewReaction) => void;
  onEdit?: () => void;
  onDelete?: () => void;
  /** The viewer may respond (the review is respondable): shows 'Respond'. */
  onRespond?: () => void;
  /** The viewer is the game's developer and the review has a response: shows 'Delete Response'. */
  onDeleteResponse?: () => void;
  /** Under the review: the response form while it is open. */
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

const Card = styled.article<{ $own: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme, $own }) => ($own ? theme.color.accent : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  scroll-margin-block: calc(${({ theme }) => theme.size.headerHeight} + ${({ theme }) => theme.space[6]});

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Who = styled.div`
  display: grid;
  min-width: 0;
  margin-right: auto;
`;

const Alias = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Spacer = styled.span`
  flex: 1;
`;

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.size.minHit};
  padding: 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Response = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-left: 3px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

const ResponseTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.accentText};
`;

const REACTIONS: readonly ReviewReaction[] = ['like', 'dislike'];
const names = { like: s.like, dislike: s.dislike } as const;
const totals = { like: s.likes, dislike: s.dislikes } as const;

/**
 * One review (spec §3 Review): author, stars, dates, text, like and dislike, and the developer's response.
 * Which controls show is the caller's: it passes a handler for each one the viewer may use.
 */
export function ReviewCard({ review, own = false, developerName, onReact, onEdit, onDelete, onRespond, onDeleteResponse, children, ref }: ReviewCardProps) {
  const { author, date } = review;
  return (
    <Card
      ref={ref}
      $own={own}
      aria-label={format(s.byline, { alias: author.alias })}
      tabIndex={-1}
      data-testid={own ? 'own-review' : 'review'}
      data-uuid={review.uuid}
    >
      <Header>
        <Avatar src={author.avatar.sm} name={author.alias} alt="" size="md" />
        <Who>
          <Alias>
            <TextLink href={userProfileHref(author.username)} renderLink={renderRouterLink} variant="strong" data-testid="review-author">
              {author.alias}
            </TextLink>
          </Alias>
          <Muted>@{author.username}</Muted>
        </Who>
        {own && (
          <Badge tone="accent" icon="user">
            {s.yourReview}
          </Badge>
        )}
      </Header>
      <Meta>
        <StarRatingDisplay value={review.rating} size="sm" />
        <Muted>
          <time dateTime={date.posted}>{format(s.posted, { date: formatArticleDate(date.posted) })}</time>
        </Muted>
        {date.updated && (
          <Muted>
            <time dateTime={date.updated}>{format(s.edited, { date: formatArticleDate(date.updated) })}</time>
          </Muted>
        )}
      </Meta>
      <Body data-testid="review-body">{review.body}</Body>
      <Footer>
        {REACTIONS.map((type) => {
          const count = review.reactions[type];
          if (own || !onReact) {
            return count > 0 ? (
              <Count key={type}>
                <Icon name={type} size="md" tone="inherit" />
                <span className="orb-visually-hidden">{totals[type]}</span>
                {humanizeNumber(count)}
              </Count>
            ) : null;
          }
          return (
            <ReactionPill key={type} type="button" aria-pressed={review.reacted_to[type]} title={names[type]} onClick={() => onReact(type)}>
              <Icon name={type} size="md" tone="inherit" />
              <span className="orb-visually-hidden">{names[type]}</span>
              {count > 0 && <span>{humanizeNumber(count)}</span>}
            </ReactionPill>
          );
        })}
        <Spacer />
        {onEdit && (
          <Button variant="ghost" iconStart="edit" onClick={onEdit}>
            {s.edit}
          </Button>
        )}
        {onDelete && (
          <Button variant="ghost" iconStart="trash" onClick={onDelete}>
            {s.delete}
          </Button>
        )}
        {onRespond && (
          <Button variant="secondary" iconStart="chat" onClick={onRespond}>
            {s.respond}
          </Button>
        )}
        {onDeleteResponse && (
          <Button variant="ghost" iconStart="trash" onClick={onDeleteResponse}>
            {s.deleteResponse}
          </Button>
        )}
      </Footer>
      {review.response && (
        <Response data-testid="review-response">
          <ResponseTitle>{format(s.responseBy, { developer: developerName })}</ResponseTitle>
          <Body>{review.response}</Body>
        </Response>
      )}
      {children}
    </Card>
  );
}
