import { useState, type FormEvent } from 'react';
import styled, { useTheme } from 'styled-components';
import { isApiError } from '@/api/errors';
import { Button, Card, SectionTitle, TextInput, Textarea, useToast } from '@/design-system';
import { commonStrings } from '@/lib/strings/common';
import { useSendSupportMessage } from './sendSupportMessage';
import { supportStrings } from './strings';

/** Field limits of the contract's support message (src/api/schemas/support.ts). */
export const SUPPORT_LIMITS = { subject: 150, email: 255, message: 5000 } as const;

export interface SupportValues {
  subject: string;
  email: string;
  message: string;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  max-width: 48rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

/** Spec §5: subject, email and message all non-empty (white space does not count) or send is disabled. */
export function isComplete(values: SupportValues): boolean {
  return values.subject.trim() !== '' && values.email.trim() !== '' && values.message.trim() !== '';
}

function failureMessage(error: unknown): string {
  if (isApiError(error) && error.isNetworkError) return commonStrings.errors.network;
  if (error instanceof Error && error.message) return error.message;
  return commonStrings.status.serverError.message;
}

export interface ContactFormProps {
  /** Leaves the form (the help centre's Back); without it there is no Back button. */
  onBack?: () => void;
  /** The e-mail address the form starts with (a logged-in user's own); after sending it stays. */
  initialEmail?: string;
}

/**
 * The contact form (spec §2 /hc, §3 Support message, §5, §8, §9) of the help centre and the account's
 * support page: send stays disabled until subject, e-mail and message are filled; success shows
 * 'Message Sent' for 5 s (theme.duration.toastSupport) and clears subject and message (the e-mail
 * address goes back to the one it started with); a failure shows the 'Error' toast with the server's
 * message and keeps everything typed (guide §2.10).
 */
export function ContactForm({ onBack, initialEmail = '' }: ContactFormProps) {
  const theme = useTheme();
  const { toast } = useToast();
  const send = useSendSupportMessage();
  const empty: SupportValues = { subject: '', email: initialEmail, message: '' };
  const [values, setValues] = useState<SupportValues>(empty);
  const s = supportStrings;
  const complete = isComplete(values);

  const set = (field: keyof SupportValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || send.isPending) return;
    try {
      await send.mutateAsync({ body: { subject: values.subject.trim(), email: values.email.trim(), message: values.message.trim() } });
      toast({ id: 'support:sent', type: 'success', title: s.messageSentTitle, body: s.messageSentBody, timeout: theme.duration.toastSupport });
      setValues(empty);
    } catch (error) {
      const message = failureMessage(error);
      toast({ id: `support:error:${message}`, type: 'danger', title: commonStrings.errors.error, body: message });
    }
  };

  return (
    <Card as="section" padding="lg" aria-labelledby="hc-contact-heading" data-testid="hc-contact">
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        <SectionTitle size="md" id="hc-contact-heading">{s.heading}</SectionTitle>
        <Muted>{s.intro}</Muted>
        <TextInput
          label={s.subjectLabel}
          required
          maxLength={SUPPORT_LIMITS.subject}
          value={values.subject}
          onChange={set('subject')}
        />
        <TextInput
          label={s.emailLabel}
          type="email"
          autoComplete="email"
          required
          maxLength={SUPPORT_LIMITS.email}
          value={values.email}
          onChange={set('email')}
        />
        <Textarea
          label={s.messageLabel}
          required
          rows={8}
          limit={SUPPORT_LIMITS.message}
          maxLength={SUPPORT_LIMITS.message}
          value={values.message}
          onChange={set('message')}
        />
        <Actions>
          <Button type="submit" iconStart="send" disabled={!complete} busy={send.isPending}>
            {s.send}
          </Button>
          {onBack && (
            <Button type="button" variant="ghost" iconStart="arrow-left" onClick={onBack}>
              {s.back}
            </Button>
          )}
        </Actions>
      </Form>
    </Card>
  );
}
