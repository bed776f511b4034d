import styled from 'styled-components';
import type { Article } from '@/api/schemas/content';
import { Badge, Card, CardLink, Image, TextLink } from '@/design-system';
import { formatArticleDate } from '@/lib/date';
import { format } from '@/lib/strings';
import { truncate } from '@/lib/text';
import { articleHref, authorHref, categoryHref } from '../params';
import { blogStrings } from '../strings';
import { renderRouterLink } from '@/lib/routerLink';
import { ArticleCardBody as Body, CARD_HERO_SIZES } from './articleCardParts';

/** Longest excerpt shown on a card. */
export const CARD_EXCERPT_LIMIT = 180;

const Title = styled.h2`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  overflow-wrap: anywhere;
`;

const Excerpt = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** A secondary link kept clickable above the card's stretched title link (as CardInnerLink). */
const InnerLink = styled(TextLink)`
  position: relative;
  z-index: 2;
`;

const CategoryRow = styled.div`
  display: flex;
`;

/** An article in the blog index (spec §3 Article): hero, title, excerpt, category, author and date. */
export function ArticleCard({ article, headingLevel = 2 }: { article: Article; headingLevel?: 2 | 3 }) {
  return (
    <Card as="article" interactive padding="none" data-testid="article-card">
      <Image src={article.hero} alt="" placeholder="blog" variants sizes={CARD_HERO_SIZES} radius="none" />
      <Body>
        <CategoryRow>
          <InnerLink href={categoryHref(article.category.slug)} renderLink={renderRouterLink}>
            <Badge tone="accent" size="sm">
              {article.category.title}
            </Badge>
          </InnerLink>
        </CategoryRow>
        <Title as={`h${headingLevel}`}>
          <CardLink href={articleHref(article.slug)} renderLink={renderRouterLink}>
            {article.title}
          </CardLink>
        </Title>
        {article.excerpt && <Excerpt>{truncate(article.excerpt, CARD_EXCERPT_LIMIT)}</Excerpt>}
        <Meta>
          <InnerLink href={authorHref(article.author.username)} renderLink={renderRouterLink}>
            {format(blogStrings.by, { name: article.author.name })}
          </InnerLink>
          <time dateTime={article.date.published}>{formatArticleDate(article.date.published)}</time>
        </Meta>
      </Body>
    </Card>
  );
}
