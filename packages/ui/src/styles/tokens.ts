/**
 * The theme's values, after the reference screenshots: a light grey page, white cards, dark slate
 * header buttons, indigo actions and light badges with dark text. Kept outside `.css.ts` so the
 * Tokens docs can print them; `createGlobalTheme` in theme.css.ts checks they fill the contract.
 */
export const tokens = {
  colour: {
    page: '#f9fafb',
    surface: '#ffffff',
    text: '#111827',
    textMuted: '#4b5563',
    textSubtle: '#6b7280',
    border: '#e5e7eb',
    neutral: '#1e293b',
    neutralText: '#ffffff',
    action: '#4f46e5',
    actionHover: '#4338ca',
    actionText: '#ffffff',
    focus: '#6366f1',
    critical: '#dc2626',
    criticalHover: '#b91c1c',
    placeholder: '#e5e7eb',
    tone: {
      violet: { background: '#ede9fe', foreground: '#6d28d9' },
      rose: { background: '#ffe4e6', foreground: '#be123c' },
      amber: { background: '#fef3c7', foreground: '#92400e' },
      green: { background: '#dcfce7', foreground: '#166534' },
    },
  },
  space: {
    none: '0',
    xxsmall: '4px',
    xsmall: '8px',
    small: '12px',
    medium: '16px',
    large: '24px',
    xlarge: '32px',
    xxlarge: '48px',
  },
  radius: {
    small: '4px',
    medium: '6px',
    large: '8px',
    full: '9999px',
  },
  type: {
    family: {
      body: "'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif",
    },
    size: {
      xsmall: '12px',
      small: '14px',
      standard: '16px',
      large: '18px',
      xlarge: '24px',
      xxlarge: '32px',
    },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.25', standard: '1.5', relaxed: '1.625' },
  },
  shadow: {
    card: '0 1px 2px 0 rgb(0 0 0 / 0.05)',
    raised: '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)',
    focus: '0 0 0 3px rgb(99 102 241 / 0.45)',
  },
} as const;
