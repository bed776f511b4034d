import styled from 'styled-components';

/** The page's h1 (the index's 'Games', the tag page's 'Tag: {title}'). */
export const PageHeading = styled.h1`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;
`;
