import { useEffect, useId, useMemo, useRef, useState, type AriaAttributes, type KeyboardEvent, type ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { Icon, type IconName } from '../../icons';
import type { ColorToken } from '../../tokens';
import { Button } from '../Button';
import { Modal, type ModalSize, type ModalTone } from '../Modal';
import { sanitizeHtml } from './sanitize';

export type DialogType = 'danger' | 'info' | 'prompt' | 'success';
/** How the dialog ended: its confirm action, its cancel action, or dismissed (×, backdrop, Escape). */
export type DialogResult = 'confirm' | 'cancel' | 'close';
/** Spec §4: open, closing (about 400 ms), closed; 'working' while an async confirm or cancel runs. */
export type DialogStatus = 'open' | 'working' | 'closing' | 'closed';
type ActionKind = 'confirm' | 'cancel';

export interface DialogAction {
  /** The button's label. */
  title: string;
  /** Sync or async. A returned promise shows the working state; a rejection keeps the dialog open. */
  action?: () => unknown;
}

export interface DialogProps extends AriaAttributes {
  open: boolean;
  type?: DialogType;
  title: string;
  /** HTML from the API: sanitised with DOMPurify before it is rendered. */
  content?: string;
  /** Extra React content under the HTML content. */
  children?: ReactNode;
  /** When set, confirm stays disabled until the typed text equals it exactly (case- and space-sensitive). */
  confirmPhrase?: string;
  /** Label of the phrase input; default: Type "<phrase>" to confirm. */
  phraseLabel?: ReactNode;
  confirm?: DialogAction;
  cancel?: DialogAction;
  /** Show the "×" button (default true). */
  close?: boolean;
  closeLabel?: string;
  /** Backdrop, Escape and "×" dismiss (default true); never while working or closing. */
  dismissible?: boolean;
  /** Small print left of the actions. */
  footer?: ReactNode;
  size?: ModalSize;
  /** After the closing state (theme.duration.dialogClose, 400 ms) with how the dialog ended. */
  onClosed?: (result: DialogResult) => void;
  /** A confirm or cancel action threw or rejected; the dialog is open again with its buttons enabled. */
  onActionError?: (error: unknown, action: ActionKind) => void;
}

const looks: Record<DialogType, { icon: IconName; color: ColorToken; tone: ModalTone; confirm: 'danger' | 'primary' }> = {
  danger: { icon: 'danger', color: 'danger', tone: 'danger', confirm: 'danger' },
  info: { icon: 'info', color: 'info', tone: 'info', confirm: 'primary' },
  prompt: { icon: 'help', color: 'accentText', tone: 'accent', confirm: 'primary' },
  success: { icon: 'success', color: 'success', tone: 'success', confirm: 'primary' },
};

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

const Badge = styled.span<{ $color: ColorToken }>`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme, $color }) => theme.color[$color]};
  background: color-mix(in srgb, ${({ theme, $color }) => theme.color[$color]} 16%, transparent);
  box-shadow: 0 0 0 1px color-mix(in srgb, ${({ theme, $color }) => theme.color[$color]} 35%, transparent),
    0 0 24px color-mix(in srgb, ${({ theme, $color }) => theme.color[$color]} 30%, transparent);
`;

const Prose = styled.div`
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;

  & > * + * {
    margin-top: ${({ theme }) => theme.space[3]};
  }
  strong,
  b {
    color: ${({ theme }) => theme.color.text};
  }
  a {
    color: ${({ theme }) => theme.color.link};
    text-underline-offset: 2px;
  }
  ul,
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[6]};
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

const Extra = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`;

const PhraseField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[5]};
`;

const PhraseLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Phrase = styled.code`
  padding: 0.1em 0.4em;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceStrong};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.mono};
  white-space: pre-wrap;
`;

const Input = styled.input`
  min-height: ${({ theme }) => theme.size.control.md};
  width: 100%;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSunken};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.mono};
  transition: border-color ${({ theme }) => theme.duration.fast}ms;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.textMuted};
  }
  &:focus-visible {
    border-color: ${({ theme }) => theme.color.focus};
    outline-offset: 0;
  }
  &[data-match] {
    border-color: ${({ theme }) => theme.color.success};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

const Actions = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const Note = styled.div`
  margin-right: auto;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The generic dialog (spec §3, §4, §5). Its HTML content is sanitised. Confirm and cancel run their
 * action: a promise puts the dialog in 'working' (that button busy, both disabled, no dismissing); on
 * success — or for a sync action — it enters 'closing' for theme.duration.dialogClose and then calls
 * onClosed. A rejection returns it to 'open'. With a confirmation phrase, confirm stays disabled until the
 * typed text equals the phrase exactly: case-sensitive and nothing trimmed, so what must be typed is
 * exactly what is shown (inputs switch off auto-capitalise and auto-correct so devices do not alter it).
 * Setting `open` to false from outside removes it at once, without onClosed.
 */
export function Dialog({
  open,
  type = 'info',
  title,
  content,
  children,
  confirmPhrase,
  phraseLabel,
  confirm,
  cancel,
  close = true,
  closeLabel,
  dismissible = true,
  footer,
  size = 'sm',
  onClosed,
  onActionError,
  ...aria
}: DialogProps) {
  const theme = useTheme();
  const look = looks[type];
  const contentId = useId();
  const phraseId = useId();
  const [status, setStatus] = useState<DialogStatus>(open ? 'open' : 'closed');
  const [working, setWorking] = useState<ActionKind | null>(null);
  const [typed, setTyped] = useState('');
  const [openProp, setOpenProp] = useState(open);
  // A new generation whenever `open` flips: a promise that settles after that is ignored.
  const [generation, setGeneration] = useState(0);
  const currentGeneration = useRef(generation);
  const result = useRef<DialogResult>('close');
  const refocus = useRef<ActionKind | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const phraseRef = useRef<HTMLInputElement>(null);

  // Follow the `open` prop (state adjusted during render, React's pattern for props that reset state).
  if (open !== openProp) {
    setOpenProp(open);
    setStatus(open ? 'open' : 'closed');
    setWorking(null);
    setGeneration((value) => value + 1);
    if (open) setTyped('');
  }
  useEffect(() => {
    currentGeneration.current = generation;
  }, [generation]);

  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  });
  useEffect(() => {
    if (status !== 'closing') return;
    const timer = setTimeout(() => {
      setStatus('closed');
      onClosedRef.current?.(result.current);
    }, theme.duration.dialogClose);
    return () => clearTimeout(timer);
  }, [status, theme.duration.dialogClose]);

  // After a failed action the buttons are enabled again: put focus back on the one that was pressed.
  useEffect(() => {
    if (status !== 'open' || !refocus.current) return;
    (refocus.current === 'confirm' ? confirmRef : cancelRef).current?.focus();
    refocus.current = null;
  }, [status]);

  const beginClosing = (how: DialogResult) => {
    result.current = how;
    setWorking(null);
    setStatus('closing');
  };

  const phraseOk = confirmPhrase === undefined || typed === confirmPhrase;

  const run = async (kind: ActionKind) => {
    if (status !== 'open' || (kind === 'confirm' && !phraseOk)) return;
    const mine = generation;
    const fail = (error: unknown) => {
      if (onActionError) onActionError(error, kind);
      else console.error(error);
    };
    let outcome: unknown;
    try {
      outcome = (kind === 'confirm' ? confirm : cancel)?.action?.();
    } catch (error) {
      fail(error);
      return;
    }
    if (isThenable(outcome)) {
      setStatus('working');
      setWorking(kind);
      try {
        await outcome;
      } catch (error) {
        if (currentGeneration.current !== mine) return;
        refocus.current = kind;
        setWorking(null);
        setStatus('open');
        fail(error);
        return;
      }
      if (currentGeneration.current !== mine) return;
    }
    beginClosing(kind);
  };

  const onPhraseKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && phraseOk) {
      event.preventDefault();
      void run('confirm');
    }
  };

  const sanitized = useMemo(() => (content ? sanitizeHtml(content) : ''), [content]);
  const initialFocus = confirmPhrase !== undefined ? phraseRef : type === 'danger' && cancel ? cancelRef : confirm ? confirmRef : undefined;
  const busy = status === 'working';
  const locked = status !== 'open';

  const actions =
    confirm || cancel || footer ? (
      <Actions>
        {footer && <Note>{footer}</Note>}
        {cancel && (
          <Button ref={cancelRef} variant="secondary" busy={working === 'cancel'} disabled={locked} onClick={() => void run('cancel')}>
            {cancel.title}
          </Button>
        )}
        {confirm && (
          <Button
            ref={confirmRef}
            variant={look.confirm}
            busy={working === 'confirm'}
            disabled={locked || !phraseOk}
            onClick={() => void run('confirm')}
          >
            {confirm.title}
          </Button>
        )}
      </Actions>
    ) : undefined;

  return (
    <Modal
      open={status !== 'closed'}
      closing={status === 'closing'}
      layer="dialog"
      size={size}
      tone={look.tone}
      title={title}
      icon={
        <Badge $color={look.color}>
          <Icon name={look.icon} size="lg" tone="inherit" />
        </Badge>
      }
      showCloseButton={close}
      closeLabel={closeLabel}
      dismissible={dismissible && !busy}
      onDismiss={() => beginClosing('close')}
      initialFocus={initialFocus}
      footer={actions}
      aria-describedby={sanitized ? contentId : undefined}
      data-status={status}
      data-type={type}
      aria-busy={busy || undefined}
      {...aria}
    >
      {sanitized && <Prose id={contentId} dangerouslySetInnerHTML={{ __html: sanitized }} />}
      {children && <Extra>{children}</Extra>}
      {confirmPhrase !== undefined && (
        <PhraseField>
          <PhraseLabel htmlFor={phraseId}>
            {phraseLabel ?? (
              <>
                Type <Phrase>{confirmPhrase}</Phrase> to confirm
              </>
            )}
          </PhraseLabel>
          <Input
            ref={phraseRef}
            id={phraseId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={onPhraseKeyDown}
            disabled={locked}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            data-match={confirmPhrase !== '' && phraseOk ? '' : undefined}
          />
        </PhraseField>
      )}
    </Modal>
  );
}
