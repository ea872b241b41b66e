/**
 * The theme's values, after the reference screenshots: a light grey page, white cards, dark slate
 * header buttons, indigo actions and light badges with dark text.
 *
 * Two layers, as Braid has them: `palette` names each colour by its hue and is private to this
 * file; `tokens` names every colour by what it is for (`colour.action.primary.background`,
 * `colour.badge.fullTime`), which is all a style may use. Two meanings may share a value today and
 * part tomorrow without a component changing. Kept outside `.css.ts` so the Tokens docs can print
 * them and compute their contrast; `createGlobalTheme` in theme.css.ts checks they fill the contract.
 */
const palette = {
  white: '#ffffff',
  grey50: '#f9fafb',
  grey200: '#e5e7eb',
  /** The lightest grey a control's edge may have: 3:1 on the page and on a card (WCAG 1.4.11). */
  grey450: '#808794',
  grey500: '#6b7280',
  grey600: '#4b5563',
  grey900: '#111827',
  slate800: '#1e293b',
  indigo500: '#6366f1',
  indigo600: '#4f46e5',
  indigo700: '#4338ca',
  red50: '#fef2f2',
  red600: '#dc2626',
  red700: '#b91c1c',
  red800: '#991b1b',
  violet100: '#ede9fe',
  violet700: '#6d28d9',
  pink100: '#fce7f3',
  pink800: '#9d174d',
  amber100: '#fef3c7',
  amber800: '#92400e',
  green100: '#dcfce7',
  green800: '#166534',
} as const;

/** A tinted pair: dark text on a light ground of the same hue. */
const violet = { background: palette.violet100, foreground: palette.violet700 };
const pink = { background: palette.pink100, foreground: palette.pink800 };
/** Red is the critical tone's alone: no badge is red, so red always means refused or destroyed. */
const red = { background: palette.red50, foreground: palette.red800 };
const amber = { background: palette.amber100, foreground: palette.amber800 };
const green = { background: palette.green100, foreground: palette.green800 };
const grey = { background: palette.grey200, foreground: palette.grey600 };

export const tokens = {
  colour: {
    background: {
      /** The grey page behind the cards, and inputs' wells. */
      page: palette.grey50,
      /** Cards, menus, toasts. */
      surface: palette.white,
      /** Where a picture or content is still to come: image boxes, skeletons. */
      placeholder: palette.grey200,
    },
    foreground: {
      /** Headings and body text. */
      standard: palette.grey900,
      /** Secondary text: a job's company line, descriptions under headings. */
      muted: palette.grey600,
      /** The least text: dates, hints, placeholders. */
      subtle: palette.grey500,
      /** Links within text and on hover. */
      link: palette.indigo600,
      /** Indigo emphasis that is not a link: the current filter, the 404, a count to act on. */
      accent: palette.indigo600,
      /** Errors: a field's message, a refused form. Red, as nothing else is. */
      critical: palette.red600,
      /** Something done: a mail sent, a success toast's icon. */
      positive: palette.green800,
    },
    border: {
      /** Cards' and rows' edges: they separate, they are not a control. */
      standard: palette.grey200,
      /** A control's edge, what shows where to type or choose: inputs, selects, the file picker. */
      field: palette.grey450,
      /** An edge that firms up under the pointer: a secondary button's. */
      strong: palette.grey500,
      /**
       * The focus ring's colour, and a focused field's edge: 3:1 at least on every ground a
       * control sits on (the ring is `shadow.focus`, drawn by `styles/focusRing.ts`).
       */
      focus: palette.indigo600,
      /** A field or form that was refused. */
      critical: palette.red600,
    },
    action: {
      /** The page's one next step: Kaydet, İlan ver, Başvur; the current page number. */
      primary: {
        background: palette.indigo600,
        hover: palette.indigo700,
        foreground: palette.white,
      },
      /** Quiet, beside the page's own action: Kaydet on a job, Vazgeç in a confirmation. */
      secondary: { background: palette.white, hover: palette.grey50, foreground: palette.grey600 },
      /** The header's Sign in and Sign up, a retry: actions beside the page's own. */
      neutral: { background: palette.slate800, hover: palette.grey900, foreground: palette.white },
      /** What cannot be undone, and only that: the confirming button of a delete or a removal. */
      critical: { background: palette.red600, hover: palette.red700, foreground: palette.white },
    },
    /** Tinted pairs by what they say, for notices and status badges. */
    tone: {
      /** New, and the current filter's ground: look here. */
      promote: violet,
      /** Refused or removed, and nothing else: a rejected application, a hidden posting. */
      critical: red,
      /** Expired, unverified, under review: needs a look. */
      caution: amber,
      /** Live, verified, an interview: good news. */
      positive: green,
      /** Over, with nothing to do and nothing wrong: an application its applicant withdrew. */
      neutral: grey,
    },
    /**
     * The board's own badges, each kept apart from the tones so it can change alone. Part-time is
     * pink, the reference's rose moved off red, so no work type reads as an error.
     */
    badge: {
      fullTime: violet,
      partTime: pink,
      freelance: amber,
      salary: green,
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
  /**
   * The board's three content widths, the most a block grows to (each takes less on a phone):
   * everything in the page's column, every list and panel in a reading column inside it, every
   * small form in a card.
   */
  width: {
    /** The frame's column: the header, the home list with its side panel. */
    page: '1200px',
    /** A reading column: a screen's panel (profile, saved jobs, applications, moderation), the
     * wide forms (post a job, apply), the not-found page. */
    content: '720px',
    /** A single form's card (sign in, sign up, a message in its place) and the fields of a form
     * inside a panel (the account's settings). */
    form: '448px',
  },
  shadow: {
    card: '0 1px 2px 0 rgb(0 0 0 / 0.05)',
    raised: '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)',
    /** A gap of the card's white, then the ring: seen on any ground, even a primary button. */
    focus: `0 0 0 2px ${palette.white}, 0 0 0 4px ${palette.indigo600}`,
  },
} as const;
