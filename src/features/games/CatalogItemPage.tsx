import { useId } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { isFree, percentOff, type CatalogItemDetails } from '@/api/schemas/catalog';
import { config } from '@/config';
import { BackLink, Card, Icon, Image, Page, PageTitle, SaleBadge, Skeleton } from '@/design-system';
import { PageError } from '@/lib/errors';
import { renderRouterLink } from '@/lib/routerLink';
import { format } from '@/lib/strings';
import { usePageTitle } from '@/lib/usePageTitle';
import { gameHref } from '@/lib/links';
import { useCatalogItem } from './api/getCatalogItem';
import { gameStrings } from './strings';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-items: start;

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

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

const PriceRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
`;

const Amount = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const FreeLabel = styled.span`
  color: ${({ theme }) => theme.color.success};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Was = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
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

const coins = (count: number) => format(count === 1 ? gameStrings.coin : gameStrings.coins, { count });

function BackToGame({ game, title }: { game: string; title?: string | undefined }) {
  return (
    <BackLink href={gameHref(game)} renderLink={renderRouterLink} data-testid="catalog-back">
      {title ? format(gameStrings.backToGame, { title }) : gameStrings.backToGameUnknown}
    </BackLink>
  );
}

/**
 * The price (spec §3): 'Free' when price and price_discounted are both zero; on sale, the discounted
 * price, the regular one struck through and the sale badge with the percent off; otherwise the price.
 */
function Price({ item }: { item: CatalogItemDetails }) {
  if (isFree(item)) {
    return (
      <PriceRow data-testid="catalog-price">
        <FreeLabel>{gameStrings.free}</FreeLabel>
      </PriceRow>
    );
  }
  // A zero discounted price on a priced item means "no discount set" (as the design system's badge reads it).
  const percent = item.price_discounted > 0 ? percentOff(item) : 0;
  const pay = percent > 0 ? item.price_discounted : item.price;
  return (
    <PriceRow data-testid="catalog-price">
      <Amount>
        <Icon name="coin" size="lg" tone="inherit" />
        <span className="orb-visually-hidden">{`${gameStrings.price} `}</span>
        {coins(pay)}
      </Amount>
      {percent > 0 && (
        <>
          <Was>
            <span className="orb-visually-hidden">{`${gameStrings.regularPrice} `}</span>
            <s>{coins(item.price)}</s>
          </Was>
          <span className="orb-visually-hidden">{format(gameStrings.percentOff, { percent })}</span>
          <SaleBadge price={item.price} discountedPrice={item.price_discounted} size="lg" aria-hidden="true" data-testid="catalog-sale-badge" />
        </>
      )}
    </PriceRow>
  );
}

function ItemView({ item }: { item: CatalogItemDetails }) {
  const gameHeadingId = useId();
  const paragraphs = item.description
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <Layout>
      <Image src={item.hero} alt="" placeholder="catalog" aspectRatio="16 / 9" eager variants sizes="(min-width: 1024px) 60vw, 100vw" radius="lg" />
      <Details>
        <TitleRow>
          <Image src={item.thumbnail} alt="" placeholder="catalog" width={80} height={80} eager radius="md" />
          <PageTitle>{item.name}</PageTitle>
        </TitleRow>
        <Price item={item} />
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
    </Layout>
  );
}

function ItemSkeleton() {
  return (
    <Layout aria-busy="true" data-testid="catalog-loading">
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
    </Layout>
  );
}

/**
 * /arcade/games/{game}/catalog/{item} (spec §2, §3 'Catalog item'): the item's hero and thumbnail
 * (placeholders when missing), name, price ('Free', or coins with the sale badge's percent off),
 * description and the game it belongs to. No purchase here: buying is the shop's (a later issue).
 * An unknown game or item is the API's 404, shown by the route's status screen; a 500 or a network
 * failure stays inline with a retry.
 */
export function CatalogItemPage() {
  const { game = '', item: slug = '' } = useParams();
  const query = useCatalogItem(game, slug);
  const item = query.data?.item;

  usePageTitle(
    item?.name,
    item ? format(gameStrings.catalogDescription, { name: item.name, game: item.game.title, product: config.productName }) : undefined,
  );

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
