/** Story helper: a keyboard user's way to the end of a paged list — Tab on, Enter on the load-more button — until `done`. */
import { userEvent, waitFor } from 'storybook/test';

export async function reachTheEndByKeyboard(canvasElement: HTMLElement, buttonName: string, done: () => boolean, maxSteps = 120) {
  const doc = canvasElement.ownerDocument;
  for (let step = 0; step < maxSteps && !done(); step++) {
    const active = doc.activeElement;
    if (active instanceof HTMLButtonElement && active.textContent?.trim() === buttonName) await userEvent.keyboard('{Enter}');
    else await userEvent.tab();
    if (doc.activeElement === doc.body) throw new Error('keyboard focus was lost to the page');
    // Give a requested page time to arrive before moving on.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await waitFor(() => {
    if (!done()) throw new Error('the end of the list was not reached by keyboard');
  });
}
