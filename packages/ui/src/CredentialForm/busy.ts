import { createContext, useContext } from 'react';

/** Whether the credential form around a field is busy (its request in flight): its fields are then disabled. */
export const FormBusyContext = createContext(false);

/** A field's disabled state: its own when given, else its credential form's busy state. */
export const useFormBusy = (isDisabled?: boolean): boolean => useContext(FormBusyContext) || isDisabled === true;
