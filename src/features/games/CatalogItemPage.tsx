import { useId } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import type { CatalogItemDetails } from '@/api/schemas/catalog';
import { config } from '@/config';
import { BackLink, Card, Icon, Image, Page, PageTitle, Skeleton } from '@/design-system';
import { PageError } from '@/lib/errors';
import { renderRouterLink } from '@/lib/routerLink';
import { format } from '@/lib/strings';
import { usePageMeta } from '@/lib/usePageMeta';
import { gameHref } from '@/lib/links';
import { useCatalogItem } from './api/getCatalogItem';
import { CatalogPrice } from './components/CatalogPrice';
import { ItemPurchase } from './components/ItemPurchase';
import { gameStrings } from './strings';
import { CATALOG_HERO_SIZES, CatalogItemLayout } from './FirstScreen';

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-content: start;
`;

const TitleRow = styled.div`
  display: grid;
  grid-template-columns: 5rem minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const Description = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  overflow-wrap: anywhere;
`;

const GameSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const SectionTitle = styled.h2`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.textMuted};
`;

const GameLinkBody = styled.span`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const GameLinkText = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const GameTitle = styled.span`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const GameHint = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

function BackToGame({ game, title }: { game: string; title?: string | undefined }) {
  return (
    <BackLink href={gameHref(game)} renderLink={renderRouterLink} data-testid="catalog-back">
      {title ? format(gameStrings.backToGame, { title }) : gameStrings.backToGameUnknown}
    </BackLink>
  );
}

function ItemView({ item }: { item: CatalogItemDetails }) {
  const gameHeadingId = useId();
  const paragraphs = item.description
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <CatalogItemLayout>
      <Image src={item.hero} alt="" placeholder="catalog" aspectRatio="16 / 9" eager variants sizes={CATALOG_HERO_SIZES} radius="lg" />
      <Details>
        <TitleRow>
          <Image src={item.thumbnail} alt="" placeholder="catalog" width={80} height={80} eager radius="md" />
          <PageTitle>{item.name}</PageTitle>
        </TitleRow>
        <CatalogPrice item={item} data-testid="catalog-price" />
        <ItemPurchase item={item} />
        {paragraphs.length > 0 && (
          <Description data-testid="catalog-description">
            {paragraphs.map((text, i) => (
              <p key={i}>{text}</p>
            ))}
          </Description>
        )}
        <GameSection aria-labelledby={gameHeadingId} data-testid="catalog-game">
          <SectionTitle id={gameHeadingId}>{gameStrings.theGame}</SectionTitle>
          <Card href={gameHref(item.game.slug)} renderLink={renderRouterLink} padding="md">
            <GameLinkBody>
              <Icon name="gamepad" size="lg" tone="inherit" />
              <GameLinkText>
                <GameTitle>{item.game.title}</GameTitle>
                <GameHint>{gameStrings.viewGame}</GameHint>
              </GameLinkText>
              <Icon name="chevron-right" size="md" tone="inherit" />
            </GameLinkBody>
          </Card>
        </GameSection>
      </Details>
    </CatalogItemLayout>
  );
}

function ItemSkeleton() {
  return (
    <CatalogItemLayout aria-busy="true" data-testid="catalog-loading">
      <span role="status" className="orb-visually-hidden">
        {gameStrings.catalogLoading}
      </span>
      <Skeleton shape="block" aspectRatio="16 / 9" radius="lg" />
      <Details>
        <TitleRow>
          <Skeleton shape="block" width={80} height={80} radius="md" />
          <Skeleton shape="block" width="70%" height={40} />
        </TitleRow>
        <Skeleton shape="block" width="40%" height={32} />
        <Skeleton shape="text" lines={4} />
        <Skeleton shape="block" height={80} radius="lg" />
      </Details>
    </CatalogItemLayout>
  );
}

/**
 * /arcade/games/{game}/catalog/{item} (spec §2, §3 'Catalog item'): the item's hero and thumbnail
 * (placeholders when missing), name, price ('Free', or coins with the sale badge's percent off),
 * description, its purchase for coins (components/ItemPurchase.tsx) and the game it belongs to.
 * An unknown game or item is the API's 404, shown by the route's status screen; a 500 or a network
 * failure stays inline with a retry.
 */
export function CatalogItemPage() {
  const { game = '', item: slug = '' } = useParams();
  const query = useCatalogItem(game, slug);
  const item = query.data?.item;

  usePageMeta({
    title: item?.name,
    description: item ? format(gameStrings.catalogDescription, { name: item.name, game: item.game.title, product: config.productName }) : undefined,
    image: item?.hero,
  });

  if (query.isPending) {
    return (
      <Page gap="md">
        <BackToGame game={game} />
        <ItemSkeleton />
      </Page>
    );
  }

  if (query.isError) {
    return (
      <Page gap="md">
        <BackToGame game={game} />
        <div data-testid="catalog-error">
          <PageError error={query.error} inlineErrorState headingLevel={1} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </div>
      </Page>
    );
  }

  return (
    <Page gap="md" data-testid="catalog-item">
      <BackToGame game={query.data.item.game.slug} title={query.data.item.game.title} />
      <ItemView item={query.data.item} />
    </Page>
  );
}

export default CatalogItemPage;
