import styled from 'styled-components';
import { PageTitle } from '@/design-system';
import { marketStrings } from '../strings';

const Intro = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The shop's heading and intro: static, so the prerendered first screen draws them as the page does. */
export function ShopIntro() {
  return (
    <header>
      <PageTitle>{marketStrings.shop.title}</PageTitle>
      <Intro>{marketStrings.shop.intro}</Intro>
    </header>
  );
}
