/** The notification area (Radix Toast): its landmark label and close button. */
export default {
  viewport: 'Notifications ({hotkey})',
  close: 'Dismiss notification',
};
