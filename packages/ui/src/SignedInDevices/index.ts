export { SignedInDevices, deviceName } from './SignedInDevices.tsx';
export type { DeviceItem, SignedInDevicesProps } from './SignedInDevices.tsx';
