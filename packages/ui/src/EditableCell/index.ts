export {
  EditableCell,
  defaultEditableCellLabels,
  editableCellModes,
  type EditableCellEditorProps,
  type EditableCellLabels,
  type EditableCellMode,
  type EditableCellProps,
} from './EditableCell.tsx';
export { CellDateField, type CellDateFieldProps } from './CellDateField.tsx';
