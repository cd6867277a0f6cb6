// Words shared by many screens: buttons, account selector, date-range picker, dialogs, lists.

export const commonTexts = {
  // Buttons and generic actions
  confirm: 'Confirm',
  cancel: 'Cancel',
  save: 'Save',
  submit: 'Submit',
  edit: 'Edit',
  close: 'Close',
  back: 'Back',
  continue: 'Continue',
  tryAgain: 'Try again',
  refresh: 'Refresh',
  loading: 'Loading', // spec wording not shown
  // Collapsible cards and short lists
  showMore: 'Show more',
  showLess: 'Show less',
  viewAll: 'View all',
  viewLess: 'View less',
  // Confirm dialog
  confirmDialogTitle: 'Are you sure you want to make this change?',
  // Searchable dropdowns (adviser firm and client lists)
  /** Shown in a searchable list when the typed text matches no item. */
  searchNoMatches: 'No matches found', // spec wording not shown
  // Account selector
  accountSelectPlaceholder: 'Select an account..',
  accountSelectLoading: 'Loading account list..',
  allAccounts: 'All accounts',
  activeAccounts: 'Active accounts',
  closedAccounts: 'Closed accounts',
  // Client autosuggest
  clientAutosuggestPlaceholder: 'Type client...',
  // Date-range picker
  dateRangeApply: 'Apply',
  dateRangeCancel: 'Cancel',
  dateRangeFrom: 'From',
  dateRangeTo: 'To',
  dateRangeCustom: 'Custom',
  /** Accessible name of the date-range picker and its dialog. */
  dateRangeLabel: 'Date range', // spec wording not shown
  /** Names of the month and year dropdowns in the custom-range calendars. */
  dateRangeMonth: 'Month', // spec wording not shown
  dateRangeYear: 'Year', // spec wording not shown
  dateRangePreviousMonth: 'Previous month', // spec wording not shown
  dateRangeNextMonth: 'Next month', // spec wording not shown
  /** Appended (visually hidden) to links that open in a new tab. */
  opensInNewTab: '(opens in a new tab)', // spec wording not shown
  // Downloads
  downloadReport: 'Download report',
  /** Status of the Download button while a report is being printed (print state 1). */
  downloadPending: 'Preparing your download', // spec wording not shown
  download: 'Download',
  csv: 'CSV',
  pdf: 'PDF',
  // Message banner severities
  severityError: 'error',
  severityWarning: 'warning',
  severityInfo: 'info',
  /** Label before a four-digit error code. */
  errorCodeLabel: 'Error code:', // spec wording not shown
} as const;
