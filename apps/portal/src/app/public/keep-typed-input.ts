/**
 * What a user typed into the prerendered page before React hydrated it stays in the DOM, but React's
 * state does not know it (a controlled field would look filled while its form stays disabled). After
 * hydration each text field whose value differs from the server's is announced to React as an input
 * event; React's value tracker is reset first, or it would see no change.
 */
import { useEffect } from 'react';

export function replayTypedInput(root: ParentNode): void {
  const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  for (const input of root.querySelectorAll<HTMLInputElement>('input:not([type=checkbox]):not([type=radio]):not([type=hidden])')) {
    const typed = input.value;
    if (typed === input.defaultValue) continue;
    // Through React's tracked setter: its tracker now holds the server's value…
    input.value = input.defaultValue;
    // …and the DOM the typed one, set past the tracker, so the input event reads as a change.
    nativeValue?.set?.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Rendered after the page inside its Suspense boundary: its effect runs once that boundary has hydrated. */
export function KeepTypedInput() {
  useEffect(() => replayTypedInput(document.getElementById('root') ?? document), []);
  return null;
}
