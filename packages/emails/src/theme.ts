/**
 * The product's look in values a mail client understands: inline styles only, since a mail can
 * carry no stylesheet of ours (many clients drop `<style>`) and no vanilla-extract class. The
 * values are the ui theme's (packages/ui/src/styles/tokens.ts), copied: emails never import ui.
 */
export const colour = {
  page: '#f9fafb',
  surface: '#ffffff',
  text: '#111827',
  textMuted: '#4b5563',
  textSubtle: '#6b7280',
  border: '#e5e7eb',
  action: '#4f46e5',
  actionText: '#ffffff',
} as const;

/** The product's Inter first (as the app loads it, then as a system may have it), then the system's. */
export const fontFamily =
  "'Inter Variable', Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const space = {
  xsmall: '8px',
  small: '12px',
  medium: '16px',
  large: '24px',
  xlarge: '32px',
} as const;

export const radius = { medium: '6px', large: '8px' } as const;

export const fontSize = {
  xsmall: '12px',
  small: '14px',
  standard: '16px',
  xlarge: '24px',
  xxlarge: '32px',
} as const;

/** As wide as most mail panes show without scrolling. */
export const contentWidth = '560px';
