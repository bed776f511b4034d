import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { SocialLoginProvider, SocialProvider } from '@/api/schemas/social';
import { Button, Icon, Skeleton, Spinner, useToast, type IconName } from '@/design-system';
import { useAuthModal } from '@/lib/authModal';
import { commonStrings } from '@/lib/strings/common';
import { useSocialLogin } from '../api/socialLogin';
import { useSocialProviders } from '../api/socialProviders';
import { messageOf } from '../parts';
import { authStrings } from '../strings';
import { awaitSocialLogin } from './awaitSocialLogin';

const s = authStrings.social;

const Section = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

/** A label, not a heading: the pane's own heading stays its only 'Login'. */
const Label = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The provider logos of the icon set; a provider whose icon the set does not draw shows its own logo. */
const PROVIDER_ICONS: ReadonlySet<string> = new Set<IconName>(['google', 'facebook', 'steam']);
const iconOf = (provider: SocialProvider): IconName => (PROVIDER_ICONS.has(provider.icon) ? (provider.icon as IconName) : provider.provider);

/**
 * The login pane's 'Login Via' list (spec §2 Shell, §4; Decision 15): one button per provider of
 * `auth.socialProviders`, with its icon and title. A press asks `auth.socialLogin` (a spinner in place of
 * that provider's icon), opens the answered URL in a new, focused tab (blocked: the 'New Tab Opened'
 * toast) and waits for the tab's authentication event (awaitSocialLogin). A failure is a 'Login Error'
 * toast with the server's message. No providers: no list.
 */
export function LoginVia() {
  const providers = useSocialProviders();
  const start = useSocialLogin();
  const [busy, setBusy] = useState<SocialLoginProvider | null>(null);
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { redirectTo } = useAuthModal();
  const labelId = useId();

  const login = async (provider: SocialLoginProvider) => {
    if (busy) return;
    setBusy(provider);
    let url: string;
    try {
      ({ url } = await start.mutateAsync({ body: { provider } }));
    } catch (error) {
      toast.toast({ type: 'danger', title: commonStrings.errors.loginError, body: messageOf(error) });
      return;
    } finally {
      setBusy(null);
    }
    const tab = window.open(url, '_blank');
    if (tab) {
      // The provider's page needs no way back into this tab (the tab reports over 'orbital-auth').
      try {
        tab.opener = null;
      } catch {
        // Some browsers keep `opener` read-only once the tab navigated; the tab works either way.
      }
      tab.focus();
    } else {
      toast.toast({ type: 'info', title: authStrings.toasts.newTabOpened, body: authStrings.toasts.newTabOpenedMessage });
    }
    awaitSocialLogin(tab, { queryClient, toast, redirectTo, navigate: (to) => void navigate(to) });
  };

  if (providers.isSuccess && providers.data.length === 0) return null;

  return (
    <Section data-testid="login-via">
      <Label id={labelId}>{s.loginVia}</Label>
      {providers.isPending && (
        <List aria-busy="true" aria-label={s.providersLoading}>
          <li>
            <Skeleton width={120} height={44} radius="md" />
          </li>
          <li>
            <Skeleton width={120} height={44} radius="md" />
          </li>
        </List>
      )}
      {providers.isError && (
        <Problem role="alert">
          {s.providersError}{' '}
          <Button size="sm" variant="ghost" iconStart="refresh" busy={providers.isFetching} onClick={() => void providers.refetch()}>
            {commonStrings.errors.retry}
          </Button>
        </Problem>
      )}
      {providers.isSuccess && (
        <List aria-labelledby={labelId}>
          {providers.data.map((provider) => {
            const running = busy === provider.provider;
            return (
              <li key={provider.provider}>
                <Button
                  type="button"
                  variant="secondary"
                  aria-busy={running}
                  data-provider={provider.provider}
                  onClick={() => void login(provider.provider)}
                >
                  {running ? <Spinner size="sm" /> : <Icon name={iconOf(provider)} tone="inherit" />}
                  {provider.title}
                </Button>
              </li>
            );
          })}
        </List>
      )}
    </Section>
  );
}
