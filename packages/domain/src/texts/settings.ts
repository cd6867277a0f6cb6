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
} as const;
