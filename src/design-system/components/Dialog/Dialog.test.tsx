import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { Dialog, type DialogProps, type DialogResult } from './Dialog';
import { DialogHost, useDialog } from './DialogHost';
import { sanitizeHtml } from './sanitize';

// user-event waits on real timers that vitest's fake timers freeze; these tests drive the DOM with
// fireEvent so that every millisecond of the spec's timings is under the test's control.
const click = (element: HTMLElement) => act(() => void fireEvent.click(element));
const press = (key: string) => act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key }));
const type = (element: HTMLElement, value: string) => act(() => void fireEvent.change(element, { target: { value } }));
const backdropClick = (dialog: HTMLElement) => {
  const layer = dialog.parentElement as HTMLElement;
  act(() => {
    fireEvent.mouseDown(layer);
    fireEvent.mouseUp(layer);
    fireEvent.click(layer);
  });
};

function Controlled(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      title="Delete your review?"
      type="danger"
      confirm={{ title: 'Delete' }}
      cancel={{ title: 'Keep it' }}
      {...props}
      onClosed={(result) => {
        props.onClosed?.(result);
        setOpen(false);
      }}
    />
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** A promise with its settle functions outside (Promise.withResolvers is newer than our lib target). */
function deferred() {
  const handles: { resolve: () => void; reject: (reason: Error) => void } = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<void>((resolve, reject) => Object.assign(handles, { resolve, reject }));
  return { promise, ...handles };
}

describe('sanitizeHtml', () => {
  it('removes event handlers, scripts and javascript: URLs', () => {
    const clean = sanitizeHtml(
      '<p>Hi<img src="x.png" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a><b onclick="alert(4)">b</b></p>',
    );
    expect(clean).not.toMatch(/onerror|onclick|<script|javascript:/i);
    expect(clean).toContain('<img src="x.png" alt="">');
    expect(clean).toContain('<b>b</b>');
  });

  it('gives new-tab links rel="noopener noreferrer" and drops other targets and inline styles', () => {
    const doc = document.createElement('div');
    doc.innerHTML = sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">a</a><a href="/x" target="_top" style="position:fixed">b</a>');
    const [blank, top] = Array.from(doc.querySelectorAll('a'));
    expect(blank).toHaveAttribute('rel', 'noopener noreferrer');
    expect(top).not.toHaveAttribute('target');
    expect(top).not.toHaveAttribute('style');
  });
});

describe('Dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders the sanitised HTML content as the description of a dialog named by its title', () => {
    renderWithTheme(
      <Dialog
        open
        title="Heads up"
        content={'<p>Read <strong>this</strong></p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script><a href="javascript:alert(1)">link</a>'}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Heads up' });
    expect(dialog).toHaveAccessibleDescription('Read this link');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')).not.toHaveAttribute('onerror');
    expect(screen.getByText('link')).not.toHaveAttribute('href');
  });

  it('uses the danger button for a danger dialog and starts focus on cancel', () => {
    renderWithTheme(<Controlled />);
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    expect(screen.getByRole('dialog')).toHaveAttribute('data-type', 'danger');
  });

  it('a sync confirm enters closing for 400 ms, then calls onClosed("confirm") and leaves', () => {
    const onClosed = vi.fn();
    renderWithTheme(<Controlled onClosed={onClosed} confirm={{ title: 'Delete', action: () => {} }} />);
    act(() => screen.getByRole('button', { name: 'Delete' }).click());
    expect(screen.getByRole('dialog')).toHaveAttribute('data-status', 'closing');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    advance(399);
    expect(onClosed).not.toHaveBeenCalled();
    advance(1);
    expect(onClosed).toHaveBeenCalledWith('confirm');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an async confirm shows the working state with both buttons disabled, then closes after 400 ms', async () => {
    const pending = deferred();
    const onClosed = vi.fn();
    const action = vi.fn(() => pending.promise);
    renderWithTheme(<Controlled onClosed={onClosed} confirm={{ title: 'Delete', action }} />);
    click(screen.getByRole('button', { name: 'Delete' }));

    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-status', 'working');
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();

    // Not dismissible while working.
    press('Escape');
    expect(screen.getByRole('dialog')).toHaveAttribute('data-status', 'working');

    await act(async () => pending.resolve());
    expect(screen.getByRole('dialog')).toHaveAttribute('data-status', 'closing');
    // The exit animation ends in a promise after its timer: flush microtasks as well.
    await act(async () => vi.advanceTimersByTime(400));
    expect(onClosed).toHaveBeenCalledWith('confirm');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a rejected async confirm returns to open with both buttons enabled and focus on confirm', async () => {
    const pending = deferred();
    const onActionError = vi.fn();
    const onClosed = vi.fn();
    renderWithTheme(
      <Controlled
        type="info"
        onClosed={onClosed}
        onActionError={onActionError}
        confirm={{ title: 'Save', action: () => pending.promise }}
      />,
    );
    click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await act(async () => pending.reject(new Error('nope')));

    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('data-status', 'open');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(onActionError).toHaveBeenCalledWith(new Error('nope'), 'confirm');
    advance(1000);
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('an async cancel shows the working state on cancel', async () => {
    renderWithTheme(<Controlled cancel={{ title: 'Keep it', action: () => new Promise(() => {}) }} />);
    click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('cancel closes with "cancel"', async () => {
    const onClosed = vi.fn();
    renderWithTheme(<Controlled onClosed={onClosed} />);
    click(screen.getByRole('button', { name: 'Keep it' }));
    advance(400);
    expect(onClosed).toHaveBeenCalledWith('cancel');
  });

  it('Escape, the backdrop and the close button close with "close" after 400 ms', async () => {
    const onClosed = vi.fn();
    const { unmount } = renderWithTheme(<Controlled onClosed={onClosed} />);
    press('Escape');
    expect(screen.getByRole('dialog')).toHaveAttribute('data-status', 'closing');
    advance(400);
    expect(onClosed).toHaveBeenLastCalledWith('close');
    unmount();

    const { unmount: unmount2 } = renderWithTheme(<Controlled onClosed={onClosed} />);
    backdropClick(screen.getByRole('dialog'));
    advance(400);
    expect(onClosed).toHaveBeenCalledTimes(2);
    expect(onClosed).toHaveBeenLastCalledWith('close');
    unmount2();

    renderWithTheme(<Controlled onClosed={onClosed} />);
    click(screen.getByRole('button', { name: 'Close' }));
    advance(399);
    expect(onClosed).toHaveBeenCalledTimes(2);
    advance(1);
    expect(onClosed).toHaveBeenCalledTimes(3);
    expect(onClosed).toHaveBeenLastCalledWith('close');
  });

  describe('confirmation phrase', () => {
    it('keeps confirm disabled until the typed text equals the phrase exactly (case-sensitive, not trimmed)', async () => {
        const onClosed = vi.fn();
      renderWithTheme(<Controlled confirmPhrase="DELETE" phraseLabel="Type DELETE to confirm" onClosed={onClosed} />);
      const input = screen.getByLabelText('Type DELETE to confirm');
      const confirm = screen.getByRole('button', { name: 'Delete' });
      expect(input).toHaveFocus();
      expect(confirm).toBeDisabled();

      type(input, 'delete');
      expect(confirm).toBeDisabled();
      type(input, ' DELETE');
      expect(confirm).toBeDisabled();
      type(input, 'DELETE ');
      expect(confirm).toBeDisabled();
      type(input, 'DELET');
      // Enter does nothing while the phrase does not match.
      press('Enter');
      expect(screen.getByRole('dialog')).toHaveAttribute('data-status', 'open');
      type(input, 'DELETE');
      expect(confirm).toBeEnabled();

      press('Enter');
      advance(400);
      expect(onClosed).toHaveBeenCalledWith('confirm');
    });

    it('has a default label naming the phrase', () => {
      renderWithTheme(<Controlled confirmPhrase="starfall-arena" />);
      expect(screen.getByLabelText('Type starfall-arena to confirm')).toBeInTheDocument();
    });
  });

  it('follows the open prop: reopening resets the typed phrase', () => {
    const { rerender } = renderWithTheme(<Dialog open title="T" confirmPhrase="yes" confirm={{ title: 'OK' }} />);
    act(() => {
      const input = screen.getByRole('textbox') as HTMLInputElement;
      input.focus();
    });
    rerender(<Dialog open={false} title="T" confirmPhrase="yes" confirm={{ title: 'OK' }} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<Dialog open title="T" confirmPhrase="yes" confirm={{ title: 'OK' }} />);
    expect(screen.getByRole('textbox')).toHaveValue('');
  });
});

function Caller({ onResult }: { onResult: (result: DialogResult) => void }) {
  const dialog = useDialog();
  return (
    <button
      type="button"
      onClick={() => {
        void dialog.open({ title: 'First', confirm: { title: 'OK' } }).then(onResult);
        void dialog.open({ title: 'Second', cancel: { title: 'No' } }).then(onResult);
      }}
    >
      Ask
    </button>
  );
}


function Orphan() {
  useDialog();
  return null;
}

describe('useDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the result after closing and shows queued dialogs one at a time', async () => {
    const onResult = vi.fn();
    renderWithTheme(
      <DialogHost>
        <Caller onResult={onResult} />
      </DialogHost>,
    );
    click(screen.getByRole('button', { name: 'Ask' }));
    // The dialog is a chunk of its own (DialogHost loads it on the first open): let it arrive.
    await act(async () => {
      await import('./Dialog');
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    click(screen.getByRole('button', { name: 'OK' }));
    expect(onResult).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(400));
    expect(onResult).toHaveBeenCalledWith('confirm');

    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    click(screen.getByRole('button', { name: 'No' }));
    await act(async () => vi.advanceTimersByTime(400));
    expect(onResult).toHaveBeenLastCalledWith('cancel');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('throws a helpful error outside a DialogHost', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('useDialog() needs a <DialogHost> above it.');
  });
});
