/**
 * The 'Filter transactions' panel (spec §4, §5): a button opening a popover with 'All transactions',
 * then one group per high level with its 'Select all' (not on income history) and members. It
 * renders the domain's `filterPanel(state)` and reports presses; the toggling rules stay in the domain.
 */
import { memo, useId } from 'react';
import { Checkbox, Dialog, DialogTrigger } from 'react-aria-components';
import { transactionsTexts } from '@portal/domain';
import type { FilterPanel } from '@portal/domain';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../icons/Icon.tsx';
import { Popover } from '../overlays/Popover.tsx';
import * as styles from './TransactionFilterPanel.css.ts';
import { cx } from '../utils/cx.ts';

export interface TransactionFilterPanelProps {
  /** The domain's `filterPanel(state)`. */
  panel: FilterPanel;
  /** 'All transactions' pressed (domain `toggleAll`). */
  onToggleAll: () => void;
  /** A group's 'Select all' pressed (domain `toggleGroup(state, high)`). */
  onToggleGroup: (high: string) => void;
  /** A member pressed (domain `toggleOption(state, key)`). */
  onToggleOption: (key: string) => void;
  /** The button text and the dialog's name. @default 'Filter transactions' */
  label?: string;
  /** Accessible name of a group's 'Select all'. @default transactionsTexts.selectAllInGroup ('Select all <group>') */
  selectAllInGroupLabel?: (group: string) => string;
  isDisabled?: boolean;
  /** Controlled open state (optional). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** @default false */
  defaultOpen?: boolean;
}

interface FilterCheckboxProps {
  label: string;
  isSelected: boolean;
  isIndeterminate?: boolean;
  /** Called with `value` when pressed: one stable callback for many boxes, so each is memoised. */
  onChange: (value: string) => void;
  value: string;
  'aria-label'?: string;
  className?: string;
}

/**
 * Memoised: a press re-renders only the boxes whose state it changed (the member, its group's
 * 'Select all', 'All transactions'), not every box in the panel.
 */
const FilterCheckbox = memo(function FilterCheckbox({
  label,
  isSelected,
  isIndeterminate = false,
  onChange,
  value,
  className,
  ...rest
}: FilterCheckboxProps) {
  return (
    <Checkbox
      className={cx(styles.checkbox, className)}
      isSelected={isSelected}
      isIndeterminate={isIndeterminate}
      onChange={() => onChange(value)}
      aria-label={rest['aria-label']}
    >
      {({ isSelected: selected, isIndeterminate: indeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {(selected || indeterminate) && (
              <svg
                width="14"
                height="14"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                focusable="false"
              >
                <path d={indeterminate ? 'M6 12h12' : 'M5 12.5l4.5 4.5L19 7'} />
              </svg>
            )}
          </span>
          {label}
        </>
      )}
    </Checkbox>
  );
});

function FilterGroup({
  group,
  onToggleGroup,
  onToggleOption,
  selectAllInGroupLabel,
}: {
  group: FilterPanel['groups'][number];
  selectAllInGroupLabel: (group: string) => string;
  onToggleGroup: (high: string) => void;
  onToggleOption: (key: string) => void;
}) {
  const titleId = useId();
  const someSelected = group.options.some((o) => o.selected);
  return (
    <div role="group" aria-labelledby={titleId} className={styles.group}>
      <span id={titleId} className={styles.groupTitle}>
        {group.high}
      </span>
      {group.selectAll && (
        <FilterCheckbox
          label={group.selectAll.label}
          aria-label={selectAllInGroupLabel(group.high)}
          isSelected={group.selectAll.selected}
          isIndeterminate={!group.selectAll.selected && someSelected}
          onChange={onToggleGroup}
          value={group.high}
        />
      )}
      {group.options.map((option) => (
        <FilterCheckbox
          key={option.key}
          className={group.selectAll ? styles.member : undefined}
          label={option.label}
          isSelected={option.selected}
          onChange={onToggleOption}
          value={option.key}
        />
      ))}
    </div>
  );
}

export function TransactionFilterPanel({
  panel,
  onToggleAll,
  onToggleGroup,
  onToggleOption,
  label = transactionsTexts.filterTransactions,
  selectAllInGroupLabel = transactionsTexts.selectAllInGroup,
  isDisabled,
  isOpen,
  onOpenChange,
  defaultOpen,
}: TransactionFilterPanelProps) {
  const anySelected = panel.groups.some((g) => g.options.some((o) => o.selected));
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      <Button variant="secondary" isDisabled={isDisabled}>
        {label}
        <Icon name="chevronDown" size={18} className={styles.chevron} />
      </Button>
      <Popover placement="bottom start" className={styles.popover}>
        <Dialog aria-label={label} className={styles.dialog}>
          <FilterCheckbox
            label={panel.label}
            isSelected={panel.allSelected}
            isIndeterminate={!panel.allSelected && anySelected}
            onChange={onToggleAll}
            value="all"
          />
          {panel.groups.map((group) => (
            <FilterGroup
              key={group.high}
              group={group}
              onToggleGroup={onToggleGroup}
              onToggleOption={onToggleOption}
              selectAllInGroupLabel={selectAllInGroupLabel}
            />
          ))}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
