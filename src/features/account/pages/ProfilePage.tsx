import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { isApiError } from '@/api/errors';
import { ALIAS_MAX_LENGTH, ALIAS_MIN_LENGTH, ALIAS_TOO_LONG_MESSAGE, ALIAS_TOO_SHORT_MESSAGE } from '@/api/schemas/accountRules';
import { isPremiumActive } from '@/api/schemas/constants';
import type { AccountProfile } from '@/api/schemas/account';
import { Avatar, Button, Card, FieldError, RequestButton, SectionTitle, Skeleton, TextInput } from '@/design-system';
import { now } from '@/lib/clock';
import { PageError } from '@/lib/errors';
import { useCurrentUser } from '@/lib/session';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { useAccountProfile } from '../api/profile';
import { useUpdateProfile } from '../api/updateProfile';
import { useUploadAvatar } from '../api/uploadAvatar';
import { AVATAR_ACCEPT, AVATAR_MAX_MB, AVATAR_TYPE_LIST, avatarFileProblem, readAsDataUrl } from '../avatarFile';
import { Actions, Muted, PageHead, Stack } from '../layout';
import { accountStrings } from '../strings';

const s = accountStrings.profile;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const AvatarRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[6]};
`;

const Figure = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

const Caption = styled.figcaption`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/**
 * Enter in a field presses the form's submit button (the request button, which saves and shows how it
 * went); the form itself sends nothing.
 */
const keepOnPage = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

/** The alias a user may save: the server's rule (2–32 characters once trimmed); null when it passes. */
export function aliasProblem(alias: string): string | null {
  const length = alias.trim().length;
  if (length < ALIAS_MIN_LENGTH) return ALIAS_TOO_SHORT_MESSAGE;
  if (length > ALIAS_MAX_LENGTH) return ALIAS_TOO_LONG_MESSAGE;
  return null;
}

function ProfileSkeleton() {
  return (
    <Stack aria-busy="true" data-testid="account-profile-loading">
      <span role="status" className="orb-visually-hidden">
        {accountStrings.frame.loading}
      </span>
      <PageHead title={accountStrings.pages.profile} />
      <Columns>
        <Skeleton height="14rem" />
        <Skeleton height="14rem" />
      </Columns>
    </Stack>
  );
}

/**
 * The alias form: checked before it is sent; saved with a request button (busy, 'Saved' or 'Not Saved');
 * a failure (the 'Error' toast with the server's message) keeps what was typed.
 */
function AliasForm({ profile }: { profile: AccountProfile }) {
  const [alias, setAlias] = useState(profile.alias);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateProfile();

  const save = async () => {
    const found = aliasProblem(alias);
    setProblem(found);
    if (found) throw new Error(found);
    await update.mutateAsync({ body: { alias: alias.trim() } });
  };


  return (
    <Card as="section" padding="lg" aria-labelledby="account-alias-title" data-testid="account-alias">
      <Form noValidate onSubmit={keepOnPage}>
        <SectionTitle size="md" id="account-alias-title">
          {s.detailsTitle}
        </SectionTitle>
        <TextInput
          label={s.aliasLabel}
          value={alias}
          autoComplete="nickname"
          maxLength={ALIAS_MAX_LENGTH + 20}
          hint={format(s.aliasHint, { min: ALIAS_MIN_LENGTH, max: ALIAS_MAX_LENGTH, username: profile.username })}
          error={problem ?? undefined}
          onChange={(event) => {
            setAlias(event.target.value);
            if (problem) setProblem(null);
          }}
        />
        <TextInput label={s.email} type="email" value={profile.email} readOnly />
        <Actions>
          <RequestButton type="submit" iconStart="check" onRequest={save} successLabel={s.saved} errorLabel={s.failed}>
            {s.save}
          </RequestButton>
        </Actions>
      </Form>
    </Card>
  );
}

/** A chosen image, read and checked, waiting to be uploaded. */
interface Pending {
  name: string;
  dataUrl: string;
}

/**
 * The avatar: the current one, a file picker (PNG, JPEG or WebP, at most 2 MB: checked on the spot, with a
 * message naming the file for anything else), a preview of the chosen image, and its upload. A failed
 * upload says why and keeps the chosen image.
 */
function AvatarForm({ profile }: { profile: AccountProfile }) {
  const user = useCurrentUser();
  const upload = useUploadAvatar();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [pending, setPending] = useState<Pending | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const premium = user.loggedIn && isPremiumActive(user.premium, now());

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    const found = avatarFileProblem(file);
    if (found) {
      setPending(null);
      setProblem(found);
      return;
    }
    try {
      setPending({ name: file.name, dataUrl: await readAsDataUrl(file) });
      setProblem(null);
    } catch {
      setPending(null);
      setProblem(format(s.unreadable, { name: file.name }));
    }
  };

  const send = async () => {
    if (!pending) return;
    try {
      await upload.mutateAsync({ body: { image: pending.dataUrl } });
    } catch (error) {
      setProblem(isApiError(error) && error.isNetworkError ? commonStrings.errors.network : error instanceof Error ? error.message : String(error));
      throw error;
    }
    setProblem(null);
    setPending(null);
  };

  return (
    <Card as="section" padding="lg" aria-labelledby="account-avatar-title" data-testid="account-avatar">
      <Stack>
        <SectionTitle size="md" id="account-avatar-title">
          {s.avatarTitle}
        </SectionTitle>
        <AvatarRow>
          <Figure>
            <Avatar src={profile.avatar.sd} name={profile.alias} alt={s.current} size="xl" premium={premium} data-testid="account-avatar-current" />
            <Caption>{s.current}</Caption>
          </Figure>
          {pending && (
            <Figure>
              <Avatar src={pending.dataUrl} name={profile.alias} alt={s.preview} size="xl" data-testid="account-avatar-preview" />
              <Caption>{pending.name}</Caption>
            </Figure>
          )}
        </AvatarRow>
        <Muted id={`${inputId}-hint`}>{format(s.avatarHint, { types: AVATAR_TYPE_LIST, size: AVATAR_MAX_MB })}</Muted>
        {/* The button opens the picker; the input itself stays out of the tab order (one stop, not two). */}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={AVATAR_ACCEPT}
          className="orb-visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="account-avatar-input"
          onChange={(event) => void choose(event)}
        />
        {problem && (
          <div role="alert" data-testid="account-avatar-error">
            <FieldError>{problem}</FieldError>
          </div>
        )}
        <Actions>
          <Button variant={pending ? 'secondary' : 'primary'} iconStart="plus" aria-describedby={`${inputId}-hint`} onClick={() => inputRef.current?.click()}>
            {s.choose}
          </Button>
          {pending && (
            <>
              <RequestButton iconStart="send" onRequest={send} successLabel={s.uploaded} errorLabel={s.uploadFailed}>
                {s.upload}
              </RequestButton>
              <Button
                variant="ghost"
                onClick={() => {
                  setPending(null);
                  setProblem(null);
                }}
              >
                {s.cancel}
              </Button>
            </>
          )}
        </Actions>
      </Stack>
    </Card>
  );
}

/**
 * /account/profile: edit the alias and the avatar. The session (header, account menu) shows the new ones
 * as soon as they are saved. Its primary data is `account.profile`: a 401/403/419 is a status screen.
 */
export function ProfilePage() {
  const query = useAccountProfile();
  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError)
    return (
      <Stack>
        <PageHead title={accountStrings.pages.profile} />
        <PageError error={query.error} inlineErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </Stack>
    );
  return (
    <Stack data-testid="account-profile">
      <PageHead title={accountStrings.pages.profile}>{s.intro}</PageHead>
      <Columns>
        <AliasForm profile={query.data} />
        <AvatarForm profile={query.data} />
      </Columns>
    </Stack>
  );
}
