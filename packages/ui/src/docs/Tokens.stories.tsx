import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect } from 'storybook/test';
import { vars } from '../styles/contract.css';
import { colourValue, contrastMinimum, measuredPairs } from '../styles/contrast';
import { cardTitle, pageTitle, sectionTitle } from '../styles/heading.css';
import { tokens } from '../styles/tokens';

type Leaves = { [name: string]: string | Leaves };

/** [dotted name, value] for every leaf of a token group, e.g. ['tone.violet.background', '#ede9fe']. */
function leaves(group: Leaves, prefix = ''): [string, string][] {
  return Object.entries(group).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.medium,
};
const caption: CSSProperties = {
  fontSize: vars.type.size.small,
  color: vars.colour.foreground.muted,
};
const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: vars.space.medium };

/** What each colour group is for; a token's own name says the rest. */
const colourGroups = {
  background: 'Grounds: the grey page, the white cards, and the grey of content still to come.',
  foreground: 'Text and icons, from the standard body text to the least hint; links; errors.',
  border:
    'Edges: cards’ (quiet), controls’ (3:1), the focus ring’s indigo (3:1 on every ground), a refused field’s red.',
  action:
    'Buttons: the page’s one next step, an action beside it, and the red one that confirms what cannot be undone.',
  tone: 'Tinted pairs by what they say: promote, positive, caution, and critical, the only red.',
  badge: 'The board’s own badges: each work type and a salary; none of them red.',
} satisfies Record<keyof typeof tokens.colour, string>;

function Colours() {
  return (
    <div style={{ display: 'grid', gap: vars.space.xlarge }}>
      {Object.entries(colourGroups).map(([group, purpose]) => (
        <section key={group}>
          <h3 style={{ margin: 0, fontSize: vars.type.size.large }}>colour.{group}</h3>
          <p style={{ ...caption, marginBlock: vars.space.xsmall }}>{purpose}</p>
          <div style={grid}>
            {leaves(tokens.colour[group as keyof typeof colourGroups]).map(([name, value]) => (
              <figure key={name} style={{ margin: 0 }}>
                <div
                  style={{
                    height: 56,
                    background: value,
                    borderRadius: vars.radius.large,
                    border: `1px solid ${vars.colour.border.standard}`,
                  }}
                />
                <figcaption style={caption}>
                  <strong style={{ color: vars.colour.foreground.standard }}>
                    colour.{group}.{name}
                  </strong>{' '}
                  {value}
                </figcaption>
              </figure>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

const cell: CSSProperties = {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.colour.border.standard}`,
  textAlign: 'start',
  fontSize: vars.type.size.small,
};

/** What a non-text colour's sample says it is. */
const nonTextSample: Record<string, string> = {
  'border.focus': 'Focus ring',
  'border.field': 'Control edge',
  'border.critical': 'Refused field',
};

/**
 * Every foreground on the grounds it is shown on, with the ratio computed from the tokens
 * (`styles/contrast.ts`) and WCAG AA's verdict: 4.5:1 for text, 3:1 for an edge or icon.
 */
function ContrastTable() {
  return (
    <table
      style={{
        borderCollapse: 'collapse',
        width: '100%',
        background: vars.colour.background.surface,
      }}
    >
      <caption style={{ ...caption, textAlign: 'start', paddingBlock: vars.space.xsmall }}>
        Contrast of each colour pair, computed from the tokens; AA asks 4.5:1 of text, and 3:1 of
        the focus ring and of a control’s edge on the page and on a card (a field’s well is the
        page’s grey). A test fails on any pair below its minimum.
      </caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            Sample
          </th>
          <th scope="col" style={cell}>
            Foreground
          </th>
          <th scope="col" style={cell}>
            Background
          </th>
          <th scope="col" style={cell}>
            Ratio
          </th>
          <th scope="col" style={cell}>
            AA
          </th>
        </tr>
      </thead>
      <tbody>
        {measuredPairs().map((pair) => (
          <tr key={`${pair.foreground} ${pair.background}`}>
            <td style={cell}>
              <span
                style={{
                  display: 'inline-block',
                  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
                  borderRadius: vars.radius.small,
                  background: colourValue(pair.background),
                  // An edge's sample is a field's outline, its text the standard colour.
                  color: colourValue(
                    pair.kind === 'text' ? pair.foreground : 'foreground.standard',
                  ),
                  // The focus ring's sample is the ring itself, `shadow.focus`; an edge's, a border.
                  border:
                    pair.kind === 'nonText' && pair.foreground !== 'border.focus'
                      ? `1px solid ${colourValue(pair.foreground)}`
                      : undefined,
                  boxShadow: pair.foreground === 'border.focus' ? tokens.shadow.focus : undefined,
                  fontWeight: vars.type.weight.medium,
                }}
              >
                {pair.kind === 'text' ? 'İlan ver Ağ' : nonTextSample[pair.foreground]}
              </span>
            </td>
            <td style={cell}>colour.{pair.foreground}</td>
            <td style={cell}>colour.{pair.background}</td>
            <td style={cell}>{pair.ratio.toFixed(2)}:1</td>
            <td style={cell}>
              {pair.passes ? 'Pass' : 'Fail'} (
              {pair.kind === 'text' ? contrastMinimum.text : contrastMinimum.nonText}:1)
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Spacing() {
  return (
    <div style={{ display: 'grid', gap: vars.space.small }}>
      {leaves(tokens.space).map(([name, value]) => (
        <div key={name} style={row}>
          <span style={{ ...caption, width: 200 }}>
            space.{name} {value}
          </span>
          <span
            style={{ width: value, height: 16, background: vars.colour.action.primary.background }}
          />
        </div>
      ))}
      {/* Drawn at a quarter: the page's 1200 px would not fit the docs' column. */}
      {leaves(tokens.width).map(([name, value]) => (
        <div key={name} style={row}>
          <span style={{ ...caption, width: 200 }}>
            width.{name} {value}
          </span>
          <span
            style={{
              width: `calc(${value} / 4)`,
              height: 16,
              background: vars.colour.border.standard,
            }}
          />
        </div>
      ))}
    </div>
  );
}

/** The heading scale (`styles/heading.css.ts`): every title on the board takes one of these. */
const headingScale = [
  ['pageTitle', pageTitle, 'Kaydedilen ilanlar'],
  ['sectionTitle', sectionTitle, 'Kayıtlı aramalar'],
  ['cardTitle', cardTitle, 'Frontend Developer, İstanbul'],
] as const;

function Type() {
  return (
    <div style={{ display: 'grid', gap: vars.space.medium }}>
      {leaves(tokens.type.size).map(([name, value]) => (
        <div key={name} style={{ ...row, alignItems: 'baseline' }}>
          <span style={{ ...caption, width: 200 }}>
            type.size.{name} {value}
          </span>
          <span style={{ fontSize: value }}>İş ilanı: Ağ güvenliği uzmanı</span>
        </div>
      ))}
      {leaves(tokens.type.weight).map(([name, value]) => (
        <div key={name} style={{ ...row, alignItems: 'baseline' }}>
          <span style={{ ...caption, width: 200 }}>
            type.weight.{name} {value}
          </span>
          <span style={{ fontWeight: value }}>Frontend Developer, İstanbul</span>
        </div>
      ))}
      <p style={caption}>type.family.body: {tokens.type.family.body}</p>
      {headingScale.map(([name, className, example]) => (
        <div key={name} style={{ ...row, alignItems: 'baseline' }}>
          <span style={{ ...caption, width: 200 }}>{name}</span>
          <span className={className}>{example}</span>
        </div>
      ))}
    </div>
  );
}

function RadiusAndShadow() {
  const tile: CSSProperties = {
    width: 120,
    height: 72,
    background: vars.colour.background.surface,
  };
  return (
    <div style={{ display: 'grid', gap: vars.space.large }}>
      <div style={{ ...row, flexWrap: 'wrap' }}>
        {leaves(tokens.radius).map(([name, value]) => (
          <figure key={name} style={{ margin: 0 }}>
            <div
              style={{
                ...tile,
                borderRadius: value,
                border: `1px solid ${vars.colour.border.standard}`,
              }}
            />
            <figcaption style={caption}>radius.{name}</figcaption>
          </figure>
        ))}
      </div>
      <div style={{ ...row, flexWrap: 'wrap' }}>
        {leaves(tokens.shadow).map(([name, value]) => (
          <figure key={name} style={{ margin: 0 }}>
            <div style={{ ...tile, borderRadius: vars.radius.large, boxShadow: value }} />
            <figcaption style={caption}>shadow.{name}</figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}

/**
 * The theme's values (`tokens.ts`), as `vars` from the theme contract hands them to styles. Colours
 * are named by what they are for (`colour.action.primary.background`, `colour.badge.fullTime`),
 * never by their hue, so a style says what it means and a theme can change a meaning alone.
 */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { controls: { disable: true } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = { render: () => <Colours /> };

/** Each colour pair's contrast, computed from the tokens, with WCAG AA's verdict. */
export const Contrast: Story = {
  render: () => <ContrastTable />,
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows.length).toBe(measuredPairs().length);
    // The figures are computed: the primary button's white on indigo reads 6.29:1.
    const primary = canvas.getByRole('row', {
      name: /colour\.action\.primary\.foreground colour\.action\.primary\.background/,
    });
    await expect(primary).toHaveTextContent('6.29:1');
    // The focus ring is in the table, on the card: indigo on white.
    const ring = canvas.getByRole('row', {
      name: /colour\.border\.focus colour\.background\.surface/,
    });
    await expect(ring).toHaveTextContent('6.29:1');
    await expect(canvas.queryByText(/^Fail/)).toBeNull();
  },
};
/** The space scale, then the three content widths (`vars.width`), drawn at a quarter. */
export const Space: Story = { render: () => <Spacing /> };
/** Sizes and weights, then the heading scale built from them. */
export const Typography: Story = { render: () => <Type /> };
export const RadiusShadow: Story = { name: 'Radius and shadow', render: () => <RadiusAndShadow /> };
