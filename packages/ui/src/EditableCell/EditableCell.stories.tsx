import type { Meta, StoryObj } from '@storybook/react-vite';
import { commonTexts, generalTexts } from '@portal/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DecimalInput } from '../DecimalInput/DecimalInput.tsx';
import { CellDateField } from './CellDateField.tsx';
import { EditableCell, type EditableCellMode, type EditableCellProps } from './EditableCell.tsx';

const LABEL = 'Nickname for account 1000001';

const meta = {
  title: 'Components/EditableCell',
  component: EditableCell,
  args: {
    label: LABEL,
    mode: 'display',
    value: 'Rainy day ISA',
    draft: 'Rainy day ISA',
    onEdit: fn(),
    onChange: fn(),
    onSave: fn(),
    onCancel: fn(),
    onBlur: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof EditableCell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Display: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Edit ${LABEL}` }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = { args: { value: '', draft: '' } };

export const Editing: Story = {
  args: { mode: 'editing', draft: 'Rainy day' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: LABEL });
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const ClickOutside: Story = {
  args: { mode: 'editing', draft: 'Rainy day' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: LABEL }));
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmDialog: Story = {
  args: { mode: 'confirming', draft: 'Rainy day' },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: commonTexts.confirmDialogTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: commonTexts.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Saving: Story = {
  args: { mode: 'saving', draft: 'Rainy day' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
  },
};

export const Done: Story = {
  args: { value: 'Rainy day', draft: 'Rainy day', status: 'DONE' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saved');
  },
};

export const Failed: Story = {
  args: { status: 'FAILED', error: generalTexts.saveFailed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(generalTexts.saveFailed);
    await expect(within(canvasElement).getByText('Rainy day ISA')).toBeInTheDocument();
  },
};

export const ReadOnlyForAdviser: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rainy day ISA')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Invalid: Story = {
  args: { mode: 'editing', draft: '', invalidMessage: 'The nickname cannot be empty' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The nickname cannot be empty');
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: LABEL }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const DecimalEditor: Story = {
  args: {
    label: 'Approximate value of Holiday cottage',
    mode: 'editing',
    value: '250000.00',
    draft: '250000.00',
    renderEditor: (editor) => <DecimalInput {...editor} hideLabel max={999_999_999.99} />,
  },
};

export const DateEditor: Story = {
  args: {
    label: 'Value date of Holiday cottage',
    mode: 'editing',
    value: '2025-01-01',
    draft: '2025-01-01',
    renderEditor: (editor) => <CellDateField {...editor} maxValue="2026-01-31" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Value date of Holiday cottage' })).toBeInTheDocument();
  },
};

/** The whole flow driven the way the app's machine drives it (here a story-local stand-in). */
function Flow(props: EditableCellProps & { fail?: boolean }) {
  const [mode, setMode] = useState<EditableCellMode>('display');
  const [value, setValue] = useState(props.value);
  const [draft, setDraft] = useState(props.value);
  const [status, setStatus] = useState<'DONE' | 'FAILED' | null>(null);
  // Saved at once: the saving state has its own story (a timer here would update outside act).
  const save = () => {
    setMode('display');
    if (props.fail) {
      setDraft(value);
      setStatus('FAILED');
    } else {
      setValue(draft);
      setStatus('DONE');
    }
  };
  return (
    <EditableCell
      {...props}
      mode={mode}
      value={value}
      draft={draft}
      status={status}
      error={generalTexts.saveFailed}
      onEdit={() => {
        setDraft(value);
        setStatus(null);
        setMode('editing');
      }}
      onChange={setDraft}
      onSave={() => (draft === value ? setMode('display') : setMode('confirming'))}
      onCancel={() => {
        setDraft(value);
        setMode('display');
      }}
      onBlur={() => setMode('display')}
      onConfirm={save}
    />
  );
}

export const RenameWithConfirm: Story = {
  render: (args) => <Flow {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${LABEL}` }));
    const input = canvas.getByRole('textbox', { name: LABEL });
    await expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, 'Holiday fund');
    // Save by the button: the keyboard path (Enter, Escape) is the Editing story's and the unit test's.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: commonTexts.confirmDialogTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: commonTexts.confirm }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Saved'));
    await expect(canvas.getByText('Holiday fund')).toBeInTheDocument();
  },
};

export const RenameFails: Story = {
  render: (args) => <Flow {...args} fail />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${LABEL}` }));
    await userEvent.type(canvas.getByRole('textbox', { name: LABEL }), ' 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: commonTexts.confirm }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(generalTexts.saveFailed));
    await expect(canvas.getByText('Rainy day ISA')).toBeInTheDocument();
  },
};
