import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { Modal, type ModalProps } from './Modal';

function Harness(props: Partial<ModalProps> & { onDismissSpy?: (reason: string) => void }) {
  const { onDismissSpy, ...rest } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        title="Sign in"
        open={open}
        onDismiss={(reason) => {
          onDismissSpy?.(reason);
          setOpen(false);
        }}
        footer={<button type="button">Submit</button>}
        {...rest}
      >
        <label>
          Email
          <input />
        </label>
      </Modal>
    </>
  );
}

async function openHarness(props: Partial<ModalProps> & { onDismissSpy?: (reason: string) => void } = {}) {
  const user = userEvent.setup();
  renderWithTheme(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Sign in' }) };
}

function WithRef() {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <Modal open title="Search" onDismiss={() => {}} initialFocus={ref}>
      <button type="button">First</button>
      <input aria-label="Query" ref={ref} />
    </Modal>
  );
}

/** A modal mounted the way a lazily loaded one is: open from its first render, its field focused in the commit. */
function LazyHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {/* As a lazily loaded modal mounts: open from its first render, its field focused in the commit. */}
      {open && (
        <Modal title="Sign in" open onDismiss={() => setOpen(false)}>
          <label>
            Email <input autoFocus />
          </label>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('portals a labelled, modal dialog to document.body', async () => {
    const { dialog } = await openHarness();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('focuses the first focusable element, cycles Tab and Shift+Tab inside, and restores focus on close', async () => {
    const { user } = await openHarness();
    const close = screen.getByRole('button', { name: 'Close' });
    const input = screen.getByRole('textbox', { name: 'Email' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(submit).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('mounted already open over a field that takes the focus itself (autoFocus), still returns the focus to the opener', async () => {
    const user = userEvent.setup();
    renderWithTheme(<LazyHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('honours an initialFocus ref', async () => {
    renderWithTheme(<WithRef />);
    expect(screen.getByRole('textbox', { name: 'Query' })).toHaveFocus();
  });

  it('dismisses on Escape, on the close button and on a press that starts and ends on the backdrop', async () => {
    const spy = vi.fn();
    const { user, dialog } = await openHarness({ onDismissSpy: spy });
    await user.keyboard('{Escape}');
    expect(spy).toHaveBeenLastCalledWith('escape');

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(spy).toHaveBeenLastCalledWith('close-button');

    await user.click(screen.getByRole('button', { name: 'Open' }));
    const layer = screen.getByRole('dialog').parentElement as HTMLElement;
    expect(layer).not.toBe(dialog);
    await user.click(layer);
    expect(spy).toHaveBeenLastCalledWith('backdrop');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not dismiss when a press starts inside the panel and ends on the backdrop', async () => {
    const spy = vi.fn();
    const { dialog } = await openHarness({ onDismissSpy: spy });
    const layer = dialog.parentElement as HTMLElement;
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Email' }));
    fireEvent.mouseUp(layer);
    fireEvent.click(layer);
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('ignores clicks inside the panel', async () => {
    const spy = vi.fn();
    const { user } = await openHarness({ onDismissSpy: spy });
    await user.click(screen.getByRole('heading', { name: 'Sign in' }));
    expect(spy).not.toHaveBeenCalled();
  });

  it('when not dismissible, Escape and backdrop do nothing and the close button is disabled', async () => {
    const spy = vi.fn();
    const { user, dialog } = await openHarness({ onDismissSpy: spy, dismissible: false });
    await user.keyboard('{Escape}');
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(spy).not.toHaveBeenCalled();
  });

  it('locks body scroll while open and restores it after', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openHarness();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('only the top modal answers Escape when modals are stacked', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    renderWithTheme(
      <Modal open title="Outer" onDismiss={outer}>
        <p>Outer body</p>
        <Modal open title="Inner" layer="dialog" onDismiss={inner}>
          <button type="button">Inner action</button>
        </Modal>
      </Modal>,
    );
    await act(async () => {});
    await userEvent.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledWith('escape');
    expect(outer).not.toHaveBeenCalled();
  });

  it('hides the title visually but keeps it as the accessible name', () => {
    renderWithTheme(<Modal open hideTitle title="Account" onDismiss={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account' })).toHaveClass('orb-visually-hidden');
  });

  it('passes aria attributes through to the dialog', () => {
    renderWithTheme(<Modal open title="Terms" aria-describedby="terms-text" onDismiss={() => {}} />);
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-describedby', 'terms-text');
  });
});
