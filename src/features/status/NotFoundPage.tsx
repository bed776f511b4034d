import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button } from '@/design-system/components/Button';
import { commonStrings } from '@/lib/strings/common';

const Screen = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  text-align: center;
`;

const Panel = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 36rem;
`;

const Code = styled.p`
  font-family: ${({ theme }) => theme.font.display};
  font-size: clamp(4rem, 18vw, 9rem);
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: 1;
  background: linear-gradient(135deg, ${({ theme }) => theme.color.accentText}, ${({ theme }) => theme.color.highlight});
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
`;

const Line = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

/** 404: the path matches no page. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const { title, subtitle, message, back } = commonStrings.status.notFound;
  // With no history inside the app (a shared link), going back would leave the site: go home instead.
  const goBack = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/'));
  return (
    <Screen>
      <Panel>
        <Code aria-hidden="true">404</Code>
        <Title>{title}</Title>
        <Line>{subtitle}</Line>
        <Line>{message}</Line>
        <Button size="lg" iconStart="arrow-left" onClick={goBack}>
          {back}
        </Button>
      </Panel>
    </Screen>
  );
}
