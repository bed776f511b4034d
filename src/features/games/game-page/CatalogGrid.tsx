import { useId } from 'react';
import styled from 'styled-components';
import type { CatalogItem } from '@/api/schemas/catalog';
import { Card, CardGrid, CardLink, Image, Section, SectionTitle } from '@/design-system';
import { catalogItemHref } from '@/lib/links';
import { renderRouterLink } from '@/lib/routerLink';
import { gameStrings } from '../strings';
import { CatalogPrice } from '../components/CatalogPrice';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Name = styled.h3`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  overflow-wrap: anywhere;
`;

/** One catalog item: its thumbnail (placeholder when missing), name and price; the card links to its page. */
export function CatalogItemCard({ item }: { item: CatalogItem }) {
  return (
    <Card as="article" interactive padding="none" data-testid="catalog-card" data-slug={item.slug}>
      <Image src={item.thumbnail} alt="" placeholder="catalog" aspectRatio="1" radius="none" />
      <Body>
        <Name>
          <CardLink href={catalogItemHref(item.game.slug, item.slug)} renderLink={renderRouterLink}>
            {item.name}
          </CardLink>
        </Name>
        <CatalogPrice item={item} size="md" data-testid="catalog-card-price" />
      </Body>
    </Card>
  );
}

/**
 * The in-game content (spec §2 Game page: the catalog grid): every item the game sells, each linking to
 * its catalog item page. A game that sells nothing has no section.
 */
export function CatalogGrid({ items }: { items: readonly CatalogItem[] }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <Section aria-labelledby={headingId} data-testid="game-catalog">
      <SectionTitle id={headingId}>{gameStrings.inGameContent}</SectionTitle>
      <CardGrid density="compact">
        {items.map((item) => (
          <CatalogItemCard key={item.slug} item={item} />
        ))}
      </CardGrid>
    </Section>
  );
}
