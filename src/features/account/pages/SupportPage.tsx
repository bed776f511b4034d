import { Skeleton, TextLink } from '@/design-system';
import { PageError } from '@/lib/errors';
import { renderRouterLink } from '@/lib/routerLink';
import { ContactForm } from '@/lib/support/ContactForm';
import { useAccountProfile } from '../api/profile';
import { PageHead, Stack } from '../layout';
import { accountStrings } from '../strings';

const s = accountStrings.support;

/**
 * /account/support: the help centre's contact form (src/lib/support), starting with the account's e-mail
 * address (`account.profile`, the page's primary data: a 401/403/419 is a status screen).
 */
export function SupportPage() {
  const query = useAccountProfile();
  let body;
  if (query.isPending)
    body = (
      <Stack aria-busy="true" data-testid="account-support-loading">
        <span role="status" className="orb-visually-hidden">
          {accountStrings.frame.loading}
        </span>
        <Skeleton height="24rem" />
      </Stack>
    );
  else if (query.isError) body = <PageError error={query.error} inlineErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else body = <ContactForm initialEmail={query.data.email} />;
  return (
    <Stack data-testid="account-support">
      <PageHead title={accountStrings.pages.support}>{s.intro}</PageHead>
      {body}
      <TextLink href="/hc" renderLink={renderRouterLink}>
        {s.helpCentre}
      </TextLink>
    </Stack>
  );
}
