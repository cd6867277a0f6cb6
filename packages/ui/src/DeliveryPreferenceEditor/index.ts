export { DeliveryPreferenceEditor } from './DeliveryPreferenceEditor.tsx';
export type { DeliveryOptionItem, DeliveryPreferenceEditorProps } from './DeliveryPreferenceEditor.tsx';
