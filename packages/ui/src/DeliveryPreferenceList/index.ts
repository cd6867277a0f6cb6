export { DeliveryPreferenceList } from './DeliveryPreferenceList.tsx';
export type { DeliveryPreferenceItem, DeliveryPreferenceListProps } from './DeliveryPreferenceList.tsx';
