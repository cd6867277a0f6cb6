/**
 * WCAG 2.2 checks no rule engine makes, measured in the page (each function is self-contained
 * because playwright-core serialises it into the browser). Each returns a list of findings: empty = pass.
 */
import type { Page } from 'playwright-core';

/** Describes an element for a finding: tag, id or role, and the start of its accessible text. */
const DESCRIBE = `(el) => {
  const text = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
  return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.getAttribute('role') ? '[role=' + el.getAttribute('role') + ']' : '') + ' "' + text + '"';
}`;

/** 1.4.10 Reflow: the page does not scroll sideways; anything that does scroll sideways is a labelled, focusable region. */
export function reflowFindings(page: Page): Promise<string[]> {
  return page.evaluate((describeSrc) => {
    const describe = eval(describeSrc) as (el: Element) => string;
    const findings: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1) {
      // Name the deepest elements sticking out, so the finding points at the cause.
      const out = [...document.body.querySelectorAll('*')].filter(
        (el) =>
          el.getBoundingClientRect().right > doc.clientWidth + 1 &&
          ![...el.children].some((c) => c.getBoundingClientRect().right > doc.clientWidth + 1),
      );
      findings.push(`page scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth} (${out.slice(0, 3).map(describe).join(', ')})`);
    }
    for (const el of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      if (!['auto', 'scroll'].includes(style.overflowX) || el.scrollWidth <= el.clientWidth + 1) continue;
      const named = el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby');
      const focusable = (el as HTMLElement).tabIndex >= 0;
      if (!named || !focusable) findings.push(`scrolls sideways without a labelled focusable region: ${describe(el)}`);
    }
    return findings;
  }, DESCRIBE);
}

/** 1.4.12 / 1.4.4: no element whose overflow is hidden or clipped cuts off its text. */
export function clippedTextFindings(page: Page): Promise<string[]> {
  return page.evaluate((describeSrc) => {
    const describe = eval(describeSrc) as (el: Element) => string;
    const findings: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      const clips = (v: string) => v === 'hidden' || v === 'clip';
      if (!clips(style.overflowX) && !clips(style.overflowY)) continue;
      if (!el.textContent?.trim() || el.closest('[aria-hidden="true"], svg')) continue;
      const rect = el.getBoundingClientRect();
      // Visually hidden text (clipped to a pixel or two) is meant for screen readers only.
      if (rect.width <= 2 || rect.height <= 2 || style.clip !== 'auto' || style.clipPath !== 'none') continue;
      const overX = clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const overY = clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      if (overX || overY)
        findings.push(`text clipped (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}): ${describe(el)}`);
    }
    return findings;
  }, DESCRIBE);
}

/** The text-spacing overrides of SC 1.4.12. */
export const TEXT_SPACING_CSS = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/** 2.5.8 Target Size (Minimum): 24×24, or a 24 px circle on the target touches no other target; inline links in text excepted. */
export function targetSizeFindings(page: Page, minimum = 24): Promise<string[]> {
  return page.evaluate(
    ({ describeSrc, minimum }) => {
      const describe = eval(describeSrc) as (el: Element) => string;
      const selector =
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="tab"]';
      const targets = [...document.querySelectorAll(selector)].filter((el) => {
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && !el.closest('[inert], [aria-hidden="true"]');
      });
      const rects = targets.map((el) => el.getBoundingClientRect());
      const inSentence = (el: Element) => {
        if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
        const parent = el.parentElement;
        return !!parent && [...parent.childNodes].some((n) => n !== el && n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
      };
      const findings: string[] = [];
      targets.forEach((el, i) => {
        const r = rects[i]!;
        if ((r.width >= minimum - 0.5 && r.height >= minimum - 0.5) || inSentence(el)) return;
        // Spacing exception: a circle of the minimum diameter centred on the target meets no other target.
        const cx = r.left + r.width / 2;
        const cy = r.top + r.height / 2;
        const radius = minimum / 2;
        const crowded = rects.some((o, j) => {
          if (j === i || targets[j]!.contains(el) || el.contains(targets[j]!)) return false;
          const dx = Math.max(o.left - cx, 0, cx - o.right);
          const dy = Math.max(o.top - cy, 0, cy - o.bottom);
          return dx * dx + dy * dy < radius * radius;
        });
        if (crowded) findings.push(`target ${Math.round(r.width)}×${Math.round(r.height)} too small and crowded: ${describe(el)}`);
      });
      return findings;
    },
    { describeSrc: DESCRIBE, minimum },
  );
}

/** 3.3.8 Accessible Authentication: password and code fields name their purpose so managers can fill them. */
export function autocompleteFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const findings: string[] = [];
    for (const input of document.querySelectorAll('input')) {
      const auto = input.getAttribute('autocomplete') ?? '';
      if (input.type === 'password' && !['current-password', 'new-password'].includes(auto)) {
        findings.push(`password field without current-password/new-password: ${input.id || input.name} (${auto || 'none'})`);
      }
      // A combobox turns the browser's own suggestions off for its own listbox: right, not a barrier.
      const combobox = input.getAttribute('role') === 'combobox' || input.hasAttribute('aria-autocomplete');
      if (input.type !== 'password' && !combobox && auto === 'off') findings.push(`autocomplete off: ${input.outerHTML.slice(0, 160)}`);
    }
    return findings;
  });
}

export interface FocusStop {
  what: string;
  /** Whether the focused element's centre hits the element itself (not a bar over it) and lies inside the viewport. */
  visible: boolean;
  /** Contrast of the focus indicator (outline or box-shadow colour) against the background behind it; 0 when there is none. */
  contrast: number;
}

/** Reads where focus is after a Tab: whether it is seen, and the contrast of its indicator. */
export function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate((describeSrc) => {
    const describe = eval(describeSrc) as (el: Element) => string;
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    // SC 2.4.11 (AA) asks that the focused control is not entirely hidden: any of five points down
    // the middle of its part inside the viewport that hits the control itself (not a bar over it) will do.
    const top = Math.max(r.top, 0);
    const bottom = Math.min(r.bottom, innerHeight);
    const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
    const inView = bottom > top && r.right > 0 && r.left < innerWidth;
    const visible =
      inView &&
      [0.1, 0.3, 0.5, 0.7, 0.9].some((f) => {
        const hit = document.elementFromPoint(x, top + (bottom - top) * f);
        return !!hit && (el.contains(hit) || hit.contains(el) || (hit as HTMLLabelElement).control === el);
      });
    const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number, number?];
    const lum = ([r, g, b]: readonly (number | undefined)[]) => {
      const ch = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * ch(r!) + 0.7152 * ch(g!) + 0.0722 * ch(b!);
    };
    const background = (start: Element | null) => {
      for (let n = start; n; n = n.parentElement) {
        const [r, g, b, a] = parse(getComputedStyle(n).backgroundColor);
        if (a === undefined || a > 0.5) return [r, g, b];
      }
      return [255, 255, 255];
    };
    const style = getComputedStyle(el);
    let ring: string | null = null;
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) ring = style.outlineColor;
    else if (style.boxShadow !== 'none') ring = style.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? null;
    let contrast = 0;
    if (ring) {
      const [a, b] = [lum(parse(ring)), lum(background(el.parentElement))];
      contrast = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    }
    return { what: describe(el), visible, contrast: Math.round(contrast * 100) / 100 };
  }, DESCRIBE);
}
