/** The change-password page's texts: a module of their own, as the client menu's entry reads the title on every page (the other login texts stay out of the first load). */
export const changePasswordTexts = {
  title: 'Change password',
  oldPassword: 'Old password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  cancel: 'Cancel',
  submit: 'Submit',
  success: 'You have successfully changed your password.',
} as const;
