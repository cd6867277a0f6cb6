import { PASSWORD_RULES_HEADING, passwordRuleText, passwordRules, passwordRulesTexts } from '@portal/domain';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordRules } from './PasswordRules.tsx';

const listedRules = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-rule'));
const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]') as HTMLElement;

describe('PasswordRules', () => {
  afterEach(() => vi.useRealTimers());

  it('lists every rule under the heading for an empty password', () => {
    render(<PasswordRules id="rules" password="" confirm="" />);
    expect(screen.getByText(PASSWORD_RULES_HEADING)).toBeInTheDocument();
    expect(listedRules()).toEqual(['lowercase', 'uppercase', 'number', 'specialCharacter', 'length']);
    expect(passwordRules.map((r) => r.id)).toEqual(expect.arrayContaining(listedRules()));
  });

  it('lists only the unmet rules, with a text cue besides the icon', () => {
    render(<PasswordRules id="rules" password="abcdefgh" confirm="abcdefgx" />);
    expect(listedRules()).toEqual(['uppercase', 'number', 'specialCharacter', 'match']);
    const item = screen.getByText(passwordRuleText('uppercase'), { exact: false });
    expect(item).toHaveTextContent(`${passwordRulesTexts.unmetPrefix} ${passwordRuleText('uppercase')}`);
  });

  it('checks the username case-insensitively', () => {
    render(<PasswordRules id="rules" password="Jsmith!x9Q" confirm="Jsmith!x9Q" username="JSMITH" />);
    expect(listedRules()).toEqual(['noUsername']);
  });

  it('says all rules are met when none fails and can describe a field by id', () => {
    render(
      <>
        <input aria-label="New password" aria-describedby="rules" />
        <PasswordRules id="rules" password="Harbour!Wa7e" confirm="Harbour!Wa7e" />
      </>,
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New password' })).toHaveAccessibleDescription(passwordRulesTexts.allMet);
  });

  it('updates as the password changes and announces politely after a pause, not on mount', () => {
    vi.useFakeTimers();
    const { rerender, container } = render(<PasswordRules id="rules" password="" announceDelay={500} />);
    const live = liveRegion(container);
    expect(live).toHaveAttribute('aria-atomic', 'true');
    expect(live).toBeEmptyDOMElement();

    rerender(<PasswordRules id="rules" password="H" announceDelay={500} />);
    rerender(<PasswordRules id="rules" password="Ha" announceDelay={500} />);
    expect(listedRules()).not.toContain('uppercase');
    act(() => vi.advanceTimersByTime(499));
    expect(live).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(live).toHaveTextContent(`${PASSWORD_RULES_HEADING} ${passwordRuleText('number')}`);

    rerender(<PasswordRules id="rules" password="Harbour!Wa7e" announceDelay={500} />);
    act(() => vi.advanceTimersByTime(500));
    expect(live).toHaveTextContent(passwordRulesTexts.allMet);
  });
});
