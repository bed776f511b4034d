import styled from 'styled-components';
import type { CatalogItem } from '@/api/schemas/catalog';
import { Icon, percentOff, SaleBadge } from '@/design-system';
import { format } from '@/lib/strings';
import { gameStrings } from '../strings';

export type CatalogPriceSize = 'md' | 'lg';

const Row = styled.p<{ $size: CatalogPriceSize }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSize['2xl'] : theme.fontSize.md)};
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

const Was = styled.span<{ $size: CatalogPriceSize }>`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSize.lg : theme.fontSize.sm)};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
`;

export const coins = (count: number) => format(count === 1 ? gameStrings.coin : gameStrings.coins, { count });

/**
 * A catalog item's price (spec §3): 'Free' when price and price_discounted are both zero; on sale, the
 * discounted price, the regular one struck through and the sale badge with the percent off; otherwise
 * the price. 'lg' on the item's page, 'md' on its card in the game page's catalog grid.
 */
export function CatalogPrice({ item, size = 'lg', 'data-testid': testId }: { item: CatalogItem; size?: CatalogPriceSize; 'data-testid'?: string }) {
  // Spec §3: free when both prices are zero. (Not isFree from the schema module: that would put zod on
  // the game page's startup path, ADR 0008.)
  if (item.price === 0 && item.price_discounted === 0) {
    return (
      <Row $size={size} data-testid={testId}>
        <FreeLabel>{gameStrings.free}</FreeLabel>
      </Row>
    );
  }
  // The sale badge's own rule: null when there is no discount (a zero discounted price means "none set").
  const percent = percentOff(item.price, item.price_discounted);
  const pay = percent !== null ? item.price_discounted : item.price;
  return (
    <Row $size={size} data-testid={testId}>
      <Amount>
        <Icon name="coin" size={size === 'lg' ? 'lg' : 'md'} tone="inherit" />
        <span className="orb-visually-hidden">{`${gameStrings.price} `}</span>
        {coins(pay)}
      </Amount>
      {percent !== null && (
        <>
          <Was $size={size}>
            <span className="orb-visually-hidden">{`${gameStrings.regularPrice} `}</span>
            <s>{coins(item.price)}</s>
          </Was>
          <span className="orb-visually-hidden">{format(gameStrings.percentOff, { percent })}</span>
          <SaleBadge
            price={item.price}
            discountedPrice={item.price_discounted}
            size={size === 'lg' ? 'lg' : 'md'}
            aria-hidden="true"
            data-testid={testId ? `${testId.replace(/-price$/, '')}-sale-badge` : undefined}
          />
        </>
      )}
    </Row>
  );
}
