import { screen, waitFor } from 'storybook/test';

/* Queries the reactions' and reviews' stories share. */

/** The number a reaction toggle shows after its name ('Laugh 12' → 12; 0 when it shows none). */
export const countOf = (button: HTMLElement) => Number(button.textContent?.replace(/^\D+/, '') || 0);

/** The toast (a status region) whose text holds `text`. */
export const toastWith = (text: string) =>
  waitFor(
    () => {
      const toast = screen.getAllByRole('status').find((element) => element.textContent?.includes(text));
      if (!toast) throw new Error(`no toast '${text}'`);
      return toast;
    },
    { timeout: 5000 },
  );
