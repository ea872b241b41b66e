import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findLiteralTexts } from './literalTexts';

const find = (source: string) =>
  findLiteralTexts('Fixture.tsx', source).map(
    ({ line, where, text }) => `${line} ${where}: ${text}`,
  );

describe('findLiteralTexts', () => {
  it('finds JSX text with a letter, on its line', () => {
    expect(find('const a = 1;\nconst b = <p>\n  Kaydet\n</p>;')).toEqual(['2 JSX text: Kaydet']);
  });

  it('finds a string in a prop a reader sees or hears, however it is written', () => {
    expect(
      find(
        [
          '<div>',
          '  <button aria-label="Kapat" />',
          "  <input placeholder={'Ara'} title={`Ara`} />",
          '  <img alt={loaded ? "Logo" : "Yükleniyor"} />',
          // biome-ignore lint/suspicious/noTemplateCurlyInString: TSX source, read by the parser
          '  <Field label={`${count} ilan`} aria-description="Açıklama" aria-roledescription="slayt" />',
          '</div>',
        ].join('\n'),
      ),
    ).toEqual([
      '2 aria-label: Kapat',
      '3 placeholder: Ara',
      '3 title: `Ara`',
      '4 alt: Logo',
      '4 alt: Yükleniyor',
      '5 label: `… ilan`',
      '5 aria-description: Açıklama',
      '5 aria-roledescription: slayt',
    ]);
  });

  it('finds strings rendered as children through an expression', () => {
    expect(
      find(
        [
          '<p>',
          "  {saved ? 'Kaydedildi' : t('job.save')}",
          "  {'Kaydet'}",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: TSX source, read by the parser
          '  {`${count} ilan`}',
          "  {error && 'Hata'}",
          "  {name ?? ('Misafir' as string)}",
          '</p>',
        ].join('\n'),
      ),
    ).toEqual([
      '2 rendered: Kaydedildi',
      '3 rendered: Kaydet',
      '4 rendered: `… ilan`',
      '5 rendered: Hata',
      '6 rendered: Misafir',
    ]);
  });

  it('finds text in fragments and in JSX passed through props', () => {
    expect(find('<Frame aside={<>Yan</>}><>İçerik</></Frame>')).toEqual([
      '1 JSX text: Yan',
      '1 JSX text: İçerik',
    ]);
  });

  it('finds a text set on an element the component does not render', () => {
    expect(
      find(
        "picker.setAttribute('aria-label', 'Yazı stili');\nitem.setAttribute('data-value', 'h1');",
      ),
    ).toEqual(['1 aria-label: Yazı stili']);
  });

  it('leaves alone what is not interface text', () => {
    expect(
      find(
        [
          '<a className={styles.link} href="/signup" id="signup" data-testid="signup" lang="tr" hrefLang="en" key="a" rel="noreferrer">',
          // biome-ignore lint/suspicious/noTemplateCurlyInString: TSX source, read by the parser
          "  {t('header.signUp')} {' '} · {count} &nbsp; — {`${a}/${b}`} {formats.upper(t('x.y'))}",
          '  <Icon name="search" aria-hidden="true" />',
          '</a>',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

const uiSource = fileURLToPath(new URL('..', import.meta.url));

/** Every component and screen, not their stories or tests. */
function componentFiles(): string[] {
  return ['components', 'screens'].flatMap((folder) =>
    readdirSync(join(uiSource, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && !/\.(stories|test)\.tsx$/.test(file))
      .map((file) => join(uiSource, folder, file)),
  );
}

describe('components and screens', () => {
  it('are some files to read', () => {
    expect(componentFiles().length).toBeGreaterThan(20);
  });

  it('write no interface text of their own: every word comes from useTexts()', () => {
    const literals = componentFiles().flatMap((file) =>
      findLiteralTexts(file, readFileSync(file, 'utf8')).map(
        ({ line, where, text }) => `${relative(uiSource, file)}:${line} ${where}: ${text}`,
      ),
    );
    expect(literals, 'Read these from the catalogues with useTexts().t(…)').toEqual([]);
  });
});
