/**
 * The interaction states React Aria's components show as data attributes (data-hovered, data-pressed,
 * data-focused, data-focus-visible), for the native-element controls (NativeButton, NativeLink,
 * NativeTextField): the design system's styles select on those attributes, so a native control looks
 * exactly as its React Aria twin without React Aria's press and focus machinery (the login page's first
 * script, issue 35). Hover is a mouse's only, as React Aria's; focus-visible is the browser's own
 * `:focus-visible`; pressed is a pointer held on the element or Space/Enter held on it.
 */
import { useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';

export interface NativeStateHandlers<T extends HTMLElement> {
  onPointerEnter: (event: PointerEvent<T>) => void;
  onPointerLeave: () => void;
  onPointerDown: (event: PointerEvent<T>) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
  onKeyDown: (event: KeyboardEvent<T>) => void;
  onKeyUp: () => void;
  onFocus: (event: FocusEvent<T>) => void;
  onBlur: () => void;
}

interface States {
  hovered?: boolean;
  pressed?: boolean;
  focused?: boolean;
  focusVisible?: boolean;
}

const flag = (on: boolean | undefined) => (on ? 'true' : undefined);

/** The data attributes and the handlers that keep them; `isDisabled` shows none of hover and press. */
export function useNativeStates<T extends HTMLElement>(isDisabled = false, pressKeys = [' ', 'Enter']) {
  const [states, setStates] = useState<States>({});
  const set = (next: States) => setStates((s) => ({ ...s, ...next }));
  const handlers: NativeStateHandlers<T> = {
    onPointerEnter: (event) => event.pointerType === 'mouse' && set({ hovered: true }),
    onPointerLeave: () => set({ hovered: false, pressed: false }),
    onPointerDown: (event) => event.button === 0 && set({ pressed: true }),
    onPointerUp: () => set({ pressed: false }),
    onPointerCancel: () => set({ pressed: false }),
    onKeyDown: (event) => pressKeys.includes(event.key) && set({ pressed: true }),
    onKeyUp: () => set({ pressed: false }),
    onFocus: (event) => set({ focused: true, focusVisible: event.currentTarget.matches(':focus-visible') }),
    onBlur: () => set({ focused: false, focusVisible: false, pressed: false }),
  };
  const data = {
    'data-hovered': flag(states.hovered && !isDisabled),
    'data-pressed': flag(states.pressed && !isDisabled),
    'data-focused': flag(states.focused),
    'data-focus-visible': flag(states.focusVisible),
  };
  return { data, handlers };
}
