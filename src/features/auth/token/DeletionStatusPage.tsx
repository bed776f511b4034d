import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { deletionStatusRequestSchema } from '@/api/schemas/social';
import { Button } from '@/design-system';
import { formatArticleDate } from '@/lib/date';
import { errorMessage, errorStatus, PageError } from '@/lib/errors';
import { usePageMeta } from '@/lib/usePageMeta';
import { useDeletionStatus } from '../api/deletionStatus';
import { authStrings } from '../strings';
import { TokenStatus } from './TokenStatus';

const s = authStrings.deletion;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  text-align: start;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }

  dd {
    color: ${({ theme }) => theme.color.text};
    overflow-wrap: anywhere;
  }
`;

/** The address's code, when the API could know it (the request schema's bounds); otherwise null. */
function readCode(raw: string | null): string | null {
  const code = raw?.trim() ?? '';
  return deletionStatusRequestSchema.safeParse({ code }).success ? code : null;
}

/**
 * /auth/delete/meta?code=… (spec §2): the status link Meta shows a player who asked it to delete their
 * data from Orbital. 'Account Status' with the request's code, stage and dates; 'Account Not Found' when
 * the API knows no such request (with its message) or the address has no code it could know. A failure
 * of the network or the server shows inline with 'Try Again'.
 */
export function DeletionStatusPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = readCode(params.get('code'));
  const query = useDeletionStatus(code);
  const notFound = code === null || (query.isError && errorStatus(query.error) === 404);
  const title = notFound ? s.notFound : query.isPending ? s.checking : s.title;
  usePageMeta({ title, noindex: true });

  const home = (
    <Button variant="secondary" iconStart="home" onClick={() => void navigate('/')}>
      {s.home}
    </Button>
  );

  if (notFound) {
    return (
      <TokenStatus state="error" title={s.notFound} message={code === null ? s.noCode : errorMessage(query.error)} actions={home} data-testid="deletion-status" />
    );
  }
  if (query.isError) {
    return (
      <TokenStatus state="error" title={s.title} data-testid="deletion-status">
        <PageError error={query.error} inlineErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </TokenStatus>
    );
  }
  if (query.isPending) return <TokenStatus state="pending" title={s.checking} data-testid="deletion-status" />;

  const { status, date } = query.data;
  return (
    <TokenStatus state="success" title={s.title} data-testid="deletion-status" actions={home}>
      <Facts>
        <dt>{s.code}</dt>
        <dd data-testid="deletion-code">{query.data.code}</dd>
        <dt>{s.status}</dt>
        <dd data-testid="deletion-state" data-status={status}>
          {s.states[status]}
        </dd>
        <dt>{s.requested}</dt>
        <dd>{formatArticleDate(date.requested)}</dd>
        <dt>{s.completed}</dt>
        <dd>{date.completed ? formatArticleDate(date.completed) : s.notYet}</dd>
      </Facts>
    </TokenStatus>
  );
}

export default DeletionStatusPage;
