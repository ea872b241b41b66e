import {
  componentOf,
  reportFolders,
  type ScreenshotChange,
  storybookQuery,
  storyLabel,
} from './changes.ts';

/** The review page's file in the report, beside reg-cli's index.html. */
export const reviewPageName = 'review.html';

/**
 * Where Storybook's static build is from the report's folder: `visual-report/` and
 * `storybook-static/` are siblings at the repo root, both opened from the file system and as the
 * review server serves them, so one relative link works in both.
 */
const storybookFromReport = '../storybook-static/index.html';

const statusLabels: Record<ScreenshotChange['status'], string> = {
  changed: 'Changed',
  new: 'New: no baseline yet',
  unused: 'No longer compared: its baseline is deleted when accepted',
};

const languageLabels: Record<ScreenshotChange['locale'], string> = {
  default: 'the spec’s texts',
  tr: 'Turkish',
  en: 'English',
};

/**
 * The visual report's review page: each changed story grouped by its title, with its views
 * labelled (baseline, new rendering, difference), its language and width, a link to the story
 * in Storybook, and an Accept button. Served by `pnpm test:screenshots:review`, the button writes
 * the baseline; opened from the file system, it shows the accept command to run instead.
 */
export function reviewPage(changes: readonly ScreenshotChange[]): string {
  const titles = [...new Set(changes.map((change) => change.title))];
  const groups = titles.map((title) => {
    const ofTitle = changes.filter((change) => change.title === title);
    return `<section aria-labelledby="${anchor(title)}">
<h2 id="${anchor(title)}">${escapeHtml(title)} <small>${ofTitle.length}</small></h2>
${ofTitle.map(changeEntry).join('\n')}
</section>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual review: ${changes.length} stories to review</title>
<style>${styles}</style>
</head>
<body>
<header>
<h1>Visual review</h1>
<p>${changes.length} stories differ from their baselines. Look at each one; accept what was meant and fix what was not. <a href="index.html">Slider, blend and toggle views</a></p>
<p class="when-served"><button type="button" data-accept-all>Accept every story still listed</button></p>
<p class="when-file">Opened from the file system: run <code>pnpm test:screenshots:review</code> to accept from this page, or the command under each story.</p>
<nav aria-label="Components"><ul>${titles
    .map((title) => `<li><a href="#${anchor(title)}">${escapeHtml(componentOf(title))}</a></li>`)
    .join('')}</ul></nav>
</header>
<main>
${groups.join('\n')}
</main>
<script>${acceptScript}</script>
</body>
</html>
`;
}

function changeEntry(change: ScreenshotChange): string {
  const label = storyLabel(change.storyId, change.locale);
  const width = change.width ? `, ${change.width} px wide` : '';
  const views: Array<[string, string]> =
    change.status === 'changed'
      ? [
          [reportFolders.baseline, 'Baseline (committed)'],
          [reportFolders.new, 'New rendering'],
          [reportFolders.diff, 'Difference (changed pixels in red)'],
        ]
      : change.status === 'new'
        ? [[reportFolders.new, 'New rendering']]
        : [[reportFolders.baseline, 'Baseline to delete']];
  return `<article data-image="${escapeHtml(change.image)}">
<h3>${escapeHtml(label)}</h3>
<p class="meta"><span class="status ${change.status}">${statusLabels[change.status]}</span> In ${languageLabels[change.locale]}${width}.
<a href="${escapeHtml(storybookFromReport + storybookQuery(change))}">Open in Storybook</a></p>
<div class="views">${views
    .map(
      ([folder, caption]) =>
        `<figure><a href="${escapeHtml(`${folder}/${change.image}`)}"><img loading="lazy" src="${escapeHtml(`${folder}/${change.image}`)}" alt="${escapeHtml(`${caption}: ${label}`)}"></a><figcaption>${caption}</figcaption></figure>`,
    )
    .join('')}</div>
<p class="when-served"><button type="button" data-accept>Accept</button> <output></output></p>
<p class="when-file"><code>pnpm test:screenshots:accept ${escapeHtml(label)}</code></p>
</article>`;
}

function anchor(title: string): string {
  return `title-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );
}

const styles = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 0; background: #f4f4f6; color: #1f2130; }
header, main { max-width: 1400px; margin: 0 auto; padding: 16px 24px; }
nav ul { display: flex; flex-wrap: wrap; gap: 4px 16px; padding: 0; list-style: none; }
section { margin-bottom: 32px; }
article { background: #fff; border: 1px solid #d5d7e0; border-radius: 8px; padding: 16px; margin: 12px 0; }
article.accepted { border-color: #1e7b45; }
h3 { margin: 0; font-size: 16px; }
.meta { margin: 4px 0 12px; }
.status { font-weight: 600; margin-right: 8px; }
.status.unused { color: #9b1c1c; }
.views { display: flex; gap: 16px; overflow-x: auto; }
figure { margin: 0; flex: 0 1 auto; }
figure img { display: block; max-width: 420px; max-height: 640px; border: 1px solid #d5d7e0; background: #fff; }
figcaption { font-size: 13px; color: #4b4e63; }
button { font: inherit; padding: 6px 14px; border-radius: 6px; border: 1px solid #3730a3; background: #4338ca; color: #fff; cursor: pointer; }
button:disabled { background: #6b6f86; border-color: #6b6f86; }
button:focus-visible, a:focus-visible { outline: 3px solid #1f2130; outline-offset: 2px; }
a { color: #3730a3; }
html:not(.served) .when-served, html.served .when-file { display: none; }
`;

// Served over HTTP, the buttons POST the story's image to accept/ beside the page; from the file
// system there is nothing to write with, so the commands show instead.
const acceptScript = `
if (location.protocol.startsWith('http')) document.documentElement.classList.add('served');
async function accept(article) {
  const button = article.querySelector('[data-accept]');
  const output = article.querySelector('output');
  button.disabled = true;
  const response = await fetch('accept', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ image: article.dataset.image }),
  }).catch(() => undefined);
  const answer = response ? await response.json().catch(() => ({})) : {};
  output.textContent = answer.message || answer.error || 'The review server did not answer.';
  if (response && response.ok) article.classList.add('accepted');
  else button.disabled = false;
}
document.addEventListener('click', async (event) => {
  const target = event.target;
  if (!(target instanceof HTMLButtonElement)) return;
  if (target.matches('[data-accept]')) await accept(target.closest('article'));
  if (target.matches('[data-accept-all]')) {
    target.disabled = true;
    for (const article of document.querySelectorAll('article:not(.accepted)')) await accept(article);
  }
});
`;
