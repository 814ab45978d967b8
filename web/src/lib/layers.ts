/**
 * The stacking order of what floats over the page. SPEC.md §9 puts the drawers at 9999; the login
 * dialog opens above them (a 401 can open it while a drawer is open); toasts report on all of
 * these, so they come last: a notice under a dialog's mask looks disabled.
 */
export const LAYER = {
  drawer: 9999,
  aboveDrawer: 10_000,
  loginDialog: 10_001,
  toast: 10_010,
} as const;
