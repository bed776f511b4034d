import styled from 'styled-components';
import { PageTitle } from '@/design-system';
import { config } from '@/config';
import { format } from '@/lib/strings';
import { sdkDocsIntroStrings as s } from './introStrings';

export const Text = styled.p`
  max-width: 48rem;
  color: ${({ theme }) => theme.color.textMuted};
  line-height: ${({ theme }) => theme.lineHeight.normal};
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

/** The page's heading and intro: the page's first block, and its first screen's (FirstScreen.tsx). */
export function SdkDocsIntro() {
  return (
    <Stack>
      <PageTitle>{s.title}</PageTitle>
      <Text>{format(s.intro, { product: config.productName })}</Text>
    </Stack>
  );
}
