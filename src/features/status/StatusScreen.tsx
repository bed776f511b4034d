import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button } from '@/design-system/components/Button';
import { openAuthModal } from '@/lib/authModal';
import type { StatusScreenKind } from '@/lib/errors/mapping';
import { commonStrings } from '@/lib/strings/common';
import { usePageMeta } from '@/lib/usePageMeta';
import { statusStrings } from './strings';

const Screen = styled.section<{ $standalone: boolean }>`
  min-height: ${({ $standalone }) => ($standalone ? '100dvh' : '70vh')};
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

/** The code shown large on each screen. */
export const STATUS_CODES: Readonly<Record<StatusScreenKind, number>> = {
  notFound: 404,
  unauthorized: 401,
  forbidden: 403,
  sessionExpired: 419,
  serverError: 500,
  unavailable: 503,
};

export interface StatusScreenProps {
  kind: StatusScreenKind;
  /** 'Try Again' on the 500 and 503 screens; default: reload the page. */
  onRetry?: () => void;
  /** No shell around it (the root error boundary): fill the viewport and be the page's main landmark. */
  standalone?: boolean;
}

function reload() {
  window.location.reload();
}

/**
 * The status screens of spec §2 'Error and status pages': 404, 401 'Unauthorized Access', 403
 * 'Permission Denied', 419 'Session Expired', 500 'Server Error', 503 'Service Unavailable', each with
 * its action (back, log in, reload, try again, home). Which screen shows is the error mapping's
 * choice (`statusScreenFor` in src/lib/errors).
 */
export function StatusScreen({ kind, onRetry = reload, standalone = false }: StatusScreenProps) {
  const navigate = useNavigate();
  const headingId = useId();
  // A client-side 404 answers 200: noindex keeps it out of search results (a soft 404 otherwise).
  usePageMeta({ title: statusStrings.titles[kind], noindex: kind === 'notFound' });
  const goHome = () => navigate('/');
  // With no history inside the app (a shared link), going back would leave the site: go home instead.
  const goBack = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/'));
  const s = commonStrings.status;

  let lines: string[];
  let actions: ReactNode;
  switch (kind) {
    case 'notFound':
      lines = [s.notFound.subtitle, s.notFound.message];
      actions = (
        <Button size="lg" iconStart="arrow-left" onClick={goBack}>
          {s.notFound.back}
        </Button>
      );
      break;
    case 'unauthorized':
      lines = [s.unauthorized.message];
      actions = (
        <>
          <Button size="lg" iconStart="user" onClick={() => openAuthModal('login')}>
            {statusStrings.login}
          </Button>
          <Button size="lg" variant="secondary" iconStart="home" onClick={goHome}>
            {statusStrings.home}
          </Button>
        </>
      );
      break;
    case 'forbidden':
      lines = [s.forbidden.message];
      actions = (
        <>
          <Button size="lg" iconStart="home" onClick={goHome}>
            {statusStrings.home}
          </Button>
          <Button size="lg" variant="secondary" iconStart="arrow-left" onClick={goBack}>
            {s.notFound.back}
          </Button>
        </>
      );
      break;
    case 'sessionExpired':
      lines = [s.sessionExpired.message];
      actions = (
        <>
          <Button size="lg" iconStart="refresh" onClick={reload}>
            {statusStrings.reload}
          </Button>
          <Button size="lg" variant="secondary" iconStart="user" onClick={() => openAuthModal('login')}>
            {statusStrings.login}
          </Button>
        </>
      );
      break;
    case 'unavailable':
      lines = [s.unavailable.message];
      actions = (
        <Button size="lg" iconStart="refresh" onClick={onRetry}>
          {statusStrings.tryAgain}
        </Button>
      );
      break;
    case 'serverError':
    default:
      lines = [s.serverError.message];
      actions = (
        <>
          <Button size="lg" iconStart="refresh" onClick={onRetry}>
            {statusStrings.tryAgain}
          </Button>
          <Button size="lg" variant="secondary" iconStart="home" onClick={goHome}>
            {statusStrings.home}
          </Button>
        </>
      );
  }
  const title = kind === 'notFound' ? s.notFound.title : s[kind].title;

  return (
    <Screen as={standalone ? 'main' : 'section'} aria-labelledby={headingId} $standalone={standalone} data-status={STATUS_CODES[kind]}>
      <Panel>
        <Code aria-hidden="true">{STATUS_CODES[kind]}</Code>
        <Title id={headingId}>{title}</Title>
        {lines.map((line) => (
          <Line key={line}>{line}</Line>
        ))}
        <Actions>{actions}</Actions>
      </Panel>
    </Screen>
  );
}
