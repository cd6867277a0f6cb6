// Settings: document delivery preferences (spec §2, §4, §8).

export const settingsTexts = {
  heading: 'Settings',
  documentPreferences: 'Document preferences',
  chooseDelivery: 'Please choose how you would like to receive the following correspondence:',
  edit: 'Edit',
  cancel: 'Cancel',
  save: 'Save',
  saved: 'Your changes to document delivery preferences have been updated successfully',
  deliveryOptionsFailed: 'There was a problem while fetching available delivery options.',
  preferencesLoadFailed:
    'There was a problem while fetching your document preferences. Please try again and if the problem persists, please contact support.', // spec wording not shown
  /** The adviser's notice on Settings (spec §6: 'Settings shows an adviser notice'). */
  adviserWarning: "You can view these preferences but you won't be able to save changes because the site is in read-only mode", // spec wording not shown
  /** The edit modal's option selector, named after the document type. */
  deliveryOptionLabel: (documentType: string): string => `How would you like to receive ${documentType}?`, // spec wording not shown
  /** The edit modal's title. */
  editTitle: (documentType: string): string => `${documentType} delivery`, // spec wording not shown
  /** The Edit button's accessible name, naming the row. */
  editLabel: (documentType: string): string => `Edit ${documentType}`, // spec wording not shown
  /** A document type with no option chosen yet. */
  noPreference: 'Not set', // spec wording not shown
  saving: 'Saving', // spec wording not shown
  retry: 'Try again',
} as const;
