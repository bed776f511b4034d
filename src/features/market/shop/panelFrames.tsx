import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, Icon, Notice, Skeleton } from '@/design-system';
import { marketStrings } from '../strings';

/*
 * The parts of the shop's two top panels that do not depend on the session or a list: their frames, titles
 * and the premium offer's text. The page fills them in; the prerendered first screen (FirstScreen.tsx)
 * draws them as the page does before the session check has answered, so the page's largest first-screen
 * text is in the HTML and nothing moves when the app takes over.
 */

const s = marketStrings.shop;

export const ShopTop = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  align-items: start;
`;

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
`;

const PanelTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Big = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

/** The balance panel: its title, then `children` (the balance and gift-code field, or the visitor's notice). */
export function BalancePanelFrame({ children }: { children: ReactNode }) {
  const titleId = useId();
  return (
    <Panel forwardedAs="section" aria-labelledby={titleId} data-testid="shop-balance-panel">
      <PanelTitle id={titleId}>{s.balance.title}</PanelTitle>
      {children}
    </Panel>
  );
}

/** The premium panel: the offer (price, what it gives, not renewed automatically), then `children`. */
export function PremiumPanelFrame({ children }: { children: ReactNode }) {
  const titleId = useId();
  return (
    <Panel forwardedAs="section" aria-labelledby={titleId} data-testid="shop-premium-panel">
      <PanelTitle id={titleId}>
        <Icon name="crown" tone="premium" /> {s.premium.title}
      </PanelTitle>
      <Big>{s.premium.price}</Big>
      <Muted>{s.premium.pitch}</Muted>
      <Muted>{s.premium.notRenewed}</Muted>
      {children}
    </Panel>
  );
}

/** What a visitor sees in a top panel instead of their own part: why to log in, and 'Login'. */
export function VisitorNotice({ children, onLogin }: { children: ReactNode; onLogin?: () => void }) {
  return (
    <Notice icon="lock" action={<Button iconStart="user" onClick={onLogin}>{s.balance.login}</Button>}>
      {children}
    </Notice>
  );
}

const Held = styled.div`
  display: grid;

  & > * {
    grid-area: 1 / 1;
  }
`;

const Unseen = styled.div`
  visibility: hidden;
`;

/*
 * A panel's body until the session check has answered: a skeleton over the visitor's notice, kept unseen.
 * Most first visits are a visitor's, whose panel then keeps its height when the notice shows — so the
 * premium offer under the balance panel on a phone (the page's largest first-screen text) stays where the
 * prerendered first screen painted it, and is not painted again as a new, later element when the app takes
 * over.
 */
function Pending({ width, visitor }: { width: string; visitor: string }) {
  return (
    <Held>
      <Unseen aria-hidden="true" inert>
        <VisitorNotice>{visitor}</VisitorNotice>
      </Unseen>
      <Skeleton height="2.5rem" width={width} />
    </Held>
  );
}

/** The balance panel's body until the session check has answered. */
export const BalancePending = () => <Pending width="10rem" visitor={s.balance.visitor} />;
/** The premium panel's body until the session check has answered. */
export const PremiumPending = () => <Pending width="12rem" visitor={s.premium.visitor} />;

/** Both top panels as the page draws them before the session check has answered (the first screen). */
export function ShopTopPending() {
  return (
    <ShopTop>
      <BalancePanelFrame>
        <BalancePending />
      </BalancePanelFrame>
      <PremiumPanelFrame>
        <PremiumPending />
      </PremiumPanelFrame>
    </ShopTop>
  );
}
