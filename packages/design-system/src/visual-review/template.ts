// The review report's page: one static HTML file, its styles and script inline, its pictures
// beside it (ADR 0132). Changed stories first with baseline | current | diff, then new ones,
// then baselines without a render, then the unchanged ones in one collapsed list.
import type { ReviewEntry, Status } from './types';

/** The package's command that rewrites baselines; `-t` narrows it to one story's test. */
export const UPDATE_COMMAND = 'pnpm --filter @flick/design-system test:update-screenshots';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** "CommentList / Pending Like (dark)", or the screenshot's name for a baseline without a run. */
export function displayName(entry: ReviewEntry): string {
  if (!entry.label) return entry.file;
  const component = entry.label.title.split('/').pop() ?? entry.label.title;
  return `${component} / ${entry.label.story} (${entry.label.theme})`;
}

/**
 * The command that accepts this story's render as its baseline: the update run narrowed with
 * `-t` to its one test (Vitest matches the suite's title and the test's name, joined by a space).
 */
export function acceptCommand(entry: ReviewEntry): string | null {
  if (!entry.label) return null;
  const pattern = `(^| )${escapeRegExp(entry.label.title)} ${escapeRegExp(entry.label.test)}$`;
  return `${UPDATE_COMMAND} -t ${shellQuote(pattern)}`;
}

/** "1.25 % of the picture (6,000 pixels)", or the change of size. */
export function describeChange(entry: ReviewEntry): string {
  const { baselineSize: b, currentSize: c } = entry;
  if (entry.ratio === null || entry.mismatchedPixels === null) {
    return b && c ? `Size changed: ${b.width}×${b.height} px → ${c.width}×${c.height} px` : '';
  }
  const percent = entry.ratio * 100;
  const shown = percent > 0 && percent < 0.01 ? '< 0.01' : percent.toFixed(2);
  return `${shown} % of the picture differs (${entry.mismatchedPixels.toLocaleString('en')} pixels)`;
}

export const SECTION_TITLES: Record<Status, string> = {
  changed: 'Changed',
  new: 'New (no baseline yet)',
  missing: 'Not rendered in this run',
  unchanged: 'Unchanged',
};

function figure(kind: string, name: string, src: string | undefined, empty: string) {
  if (!src) return `<figure class="empty"><figcaption>${kind}</figcaption><p>${empty}</p></figure>`;
  const alt = `${kind} of ${name}`;
  return `<figure><figcaption>${kind}</figcaption><a href="${escapeHtml(src)}"><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" loading="lazy"></a></figure>`;
}

function commandBlock(entry: ReviewEntry, verb: string) {
  const command = acceptCommand(entry);
  if (!command) return '';
  return `<div class="command"><span>${verb}:</span> <code>${escapeHtml(command)}</code> <button type="button" class="copy">Copy</button></div>`;
}

function article(entry: ReviewEntry, index: number) {
  const name = escapeHtml(displayName(entry));
  const group = entry.label ? `<span class="group">${escapeHtml(entry.label.title)}</span>` : '';
  const change =
    entry.status === 'changed' ? `<p class="change">${escapeHtml(describeChange(entry))}</p>` : '';
  const pictures = [
    figure('Baseline', displayName(entry), entry.images.baseline, 'No baseline yet.'),
    figure('Current', displayName(entry), entry.images.current, 'Not rendered in this run.'),
  ];
  if (entry.status === 'changed') {
    pictures.push(
      figure('Diff', displayName(entry), entry.images.diff, 'No diff: the sizes differ.'),
    );
  }
  const verb = entry.status === 'new' ? 'Accept as its first baseline' : 'Accept';
  const note =
    entry.status === 'missing'
      ? `<p>The story was renamed or removed (delete its baseline), or its test failed before the screenshot (see the test output).</p>`
      : '';
  return `<article class="story" id="story-${index}" tabindex="-1" data-status="${entry.status}">
<h3>${name} ${group}</h3>${change}${note}
<div class="pictures">${pictures.join('')}</div>
${commandBlock(entry, verb)}
<p class="where">Baseline file: <code>${escapeHtml(entry.baselinePath)}</code></p>
</article>`;
}

function unchangedList(entries: ReviewEntry[]) {
  const items = entries.map((entry) => {
    const link = entry.images.current
      ? ` <a href="${escapeHtml(entry.images.current)}">current render</a>`
      : '';
    const px = entry.mismatchedPixels
      ? ` <span class="px">${entry.mismatchedPixels} px within the threshold</span>`
      : '';
    return `<li>${escapeHtml(displayName(entry))}${link}${px}</li>`;
  });
  return `<details><summary>Show the ${entries.length} unchanged stories</summary><ul class="compact">${items.join('')}</ul></details>`;
}

const STYLE = `:root{color-scheme:light dark;--bg:#fff;--fg:#1a1a1a;--muted:#555;--line:#d0d0d0;--accent:#0b57d0;--changed:#b3261e}
@media (prefers-color-scheme:dark){:root{--bg:#121212;--fg:#ececec;--muted:#b0b0b0;--line:#3a3a3a;--accent:#8ab4f8;--changed:#f2b8b5}}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,sans-serif}
main{max-width:1800px;margin:0 auto;padding:1rem 1.5rem 4rem}
a{color:var(--accent)}:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem}
.counts{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;padding:0;list-style:none;font-size:1.1rem}
.counts strong{font-size:1.4rem}.counts .changed strong{color:var(--changed)}
.help{border:1px solid var(--line);border-radius:8px;padding:.5rem 1rem;max-width:70rem}
.story{border-top:1px solid var(--line);padding:1rem 0}.story:focus{outline:3px solid var(--accent)}
.story h3{margin:.2rem 0}.group{font-weight:normal;color:var(--muted);font-size:.9rem;margin-left:.5rem}
.change{color:var(--changed);font-weight:600;margin:.2rem 0}
.pictures{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:1rem;align-items:start}
figure{margin:0}figcaption{font-weight:600;color:var(--muted)}
figure img{max-width:100%;height:auto;border:1px solid var(--line);background:repeating-conic-gradient(#ccc 0 25%,#fff 0 50%) 0 0/16px 16px}
.empty p{color:var(--muted)}
code{font:.9rem ui-monospace,monospace;background:color-mix(in srgb,var(--fg) 8%,transparent);padding:.1rem .3rem;border-radius:4px;word-break:break-all}
.command{margin:.5rem 0}.where{color:var(--muted);margin:.2rem 0;font-size:.9rem}
button{font:inherit;padding:.1rem .6rem}.compact{columns:2 28rem}.px{color:var(--muted);font-size:.85rem}
kbd{border:1px solid var(--line);border-radius:3px;padding:0 .3rem}`;

const SCRIPT = `const stories=[...document.querySelectorAll('.story')];
function go(step){const i=stories.indexOf(document.activeElement.closest?.('.story'));const next=stories[Math.min(stories.length-1,Math.max(0,i+step))];if(next){next.focus();next.scrollIntoView({block:'start'})}}
document.addEventListener('keydown',(e)=>{if(e.altKey||e.ctrlKey||e.metaKey||/INPUT|TEXTAREA/.test(e.target.tagName))return;
if(e.key==='j'){go(1);e.preventDefault()}else if(e.key==='k'){go(-1);e.preventDefault()}
else if(e.key==='c'){const s=document.activeElement.closest?.('.story');s?.querySelector('.copy')?.click()}});
for(const b of document.querySelectorAll('.copy'))b.addEventListener('click',async()=>{const t=b.previousElementSibling.textContent;
try{await navigator.clipboard.writeText(t);b.textContent='Copied'}catch{getSelection().selectAllChildren(b.previousElementSibling);b.textContent='Selected: press Ctrl+C'}});`;

export interface ReportPage {
  entries: ReviewEntry[];
  counts: Record<Status, number>;
  source: string;
  baselineDirLabel: string;
}

export function renderReport({ entries, counts, source, baselineDirLabel }: ReportPage): string {
  const total = entries.length;
  const countItems = (Object.keys(SECTION_TITLES) as Status[])
    .map(
      (status) =>
        `<li class="${status}"><a href="#${status}"><strong>${counts[status]}</strong> ${SECTION_TITLES[status].toLowerCase()}</a></li>`,
    )
    .join('');
  let index = 0;
  const sections = (['changed', 'new', 'missing'] as const)
    .map((status) => {
      const list = entries.filter((e) => e.status === status);
      const body =
        list.length === 0
          ? '<p>None.</p>'
          : list.map((entry) => article(entry, index++)).join('\n');
      return `<section id="${status}" aria-labelledby="${status}-title"><h2 id="${status}-title">${SECTION_TITLES[status]} (${list.length})</h2>\n${body}</section>`;
    })
    .join('\n');
  const unchanged = entries.filter((e) => e.status === 'unchanged');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Visual review: ${counts.changed} changed, ${counts.new} new — Flick design system</title><style>${STYLE}</style></head>
<body><a class="skip" href="#changed">Skip to the changed stories</a><main>
<h1>Visual review of the design system</h1>
<p>${escapeHtml(source)} · ${total} story snapshots, each story in the light and the dark theme.</p>
<ul class="counts" aria-label="Counts">${countItems}</ul>
<section class="help" aria-labelledby="help-title"><h2 id="help-title">How to review</h2>
<p><strong>Accept</strong> a change that is intended: run the story's accept command from the repository root. It renders that story again and writes its baseline in <code>${escapeHtml(baselineDirLabel)}/</code>; look at the new file and commit it with the change. Baselines are made with Debian's Chromium on Linux, as in CI.</p>
<p><strong>Reject</strong> a change that is not intended: fix the component or its story in <code>packages/design-system/src/</code> and run <code>pnpm visual:review</code> again until the story is unchanged. Never edit a baseline by hand; this report never writes one.</p>
<p>Keys: <kbd>j</kbd> next story, <kbd>k</kbd> previous story, <kbd>c</kbd> copy the focused story's accept command, <kbd>Tab</kbd> through links and buttons. The diff shows differing pixels in red and anti-aliasing in yellow over a faded baseline.</p></section>
${sections}
<section id="unchanged" aria-labelledby="unchanged-title"><h2 id="unchanged-title">Unchanged (${unchanged.length})</h2>
${unchanged.length === 0 ? '<p>None.</p>' : unchangedList(unchanged)}</section>
</main><script>${SCRIPT}</script></body></html>
`;
}
