/**
 * npm run bench:first-run [-- --files N] — what a user importing 10,000 photos waits for, in seconds
 * per milestone, with a projection to 50,000 (bench/support/first-run.ts). Merges `firstRun10k` into
 * bench/results/perceive.json (read-modify-write: bench:perceive writes the rest of that file) and
 * writes its own section of bench/RESULTS.md. A run with another --files writes only the section.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { machine, writeSection } from './results-file';
import { measureFirstRun } from './support/first-run';

const { values } = parseArgs({ options: { files: { type: 'string', default: '10000' } } });
const n = Number(values.files);
if (!Number.isInteger(n) || n < 1) throw new Error(`--files must be a positive integer, not ${values.files}`);

const here = import.meta.dirname;
const result = await measureFirstRun(n, path.join(here, '.work'), (msg) => console.log(msg));
console.log(JSON.stringify(result, null, 1));

if (n === 10_000) {
  const file = path.join(here, 'results', 'perceive.json');
  const current = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(file, `${JSON.stringify({ ...current, machine: current.machine ?? machine(), firstRun10k: { ...result, machine: machine() } }, null, 1)}\n`);
}

const p = result.projected50k;
writeSection(
  'First run',
  `
${machine()}

\`npm run bench:first-run\`: ${n} generated 2 MP JPEGs (EXIF time and GPS over ten years, one in eight a photo of text) added as a new root; seconds from adding the folder. The file lane is measured; OCR, faces and CLIP are projected from their cost per photo measured on ${24} of the same photos in the same run (OCR's gate included; CLIP is the full-size ViT-B/32 image tower with random weights, scripts/make-full-size-models.ts), as if the background lane ran them one memory after another, most recent photos first, after the file lane (it keeps two memories in work, so its stages' workers never wait for the next photo: the projection is an upper bound).

| milestone | ${n} photos | 50k (projected) |
|---|---|---|
| every photo on the timeline (time, place) | ${result.onTimeline} | ${p.onTimeline} |
| searchable by time and place (rows in the table) | ${result.searchableByTimePlace} | ${p.searchableByTimePlace} |
| every thumbnail | ${result.thumbnails} | ${p.thumbnails} |
| OCR done (projected) | ${result.ocr} | ${p.ocr} |
| faces done (projected) | ${result.faces} | ${p.faces} |
| CLIP done (projected) | ${result.clip} | ${p.clip} |
| the 1,000 most recent photos with OCR, faces and CLIP (projected) | ${result.recent1000} | ${p.recent1000} |

Per photo: OCR ${result.ocrSecondsPerPhoto} s, faces ${result.facesSecondsPerPhoto} s, CLIP ${result.clipSecondsPerPhoto} s.
`,
);
