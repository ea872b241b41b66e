/**
 * The interface's own constants (docs/spec.md section 9). What client and server must agree on,
 * such as the page size, stays in @job/contract.
 */
export const uiLimits = {
  /** Page buttons the pagination shows at most. */
  paginationWindow: 5,
  /** Height of the rich-text editor, in pixels. */
  editorHeight: 300,
  /** How long a toast stays, in milliseconds. */
  toastDuration: 1500,
  /**
   * How long a toast with a link or an action stays: long enough to reach it (WCAG 2.2.1), where
   * the spec's 1500 ms is gone before a hand reaches the mouse.
   */
  toastWithActionDuration: 6000,
} as const;
