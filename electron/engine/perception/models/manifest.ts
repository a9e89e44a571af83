import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import bundledManifest from '../../../../models/manifest.json';

/**
 * The models manifest (models/manifest.json, shipped with the app): which model files each
 * perception stage needs, where to get them, and their checksums. Every file is pinned by SHA-256
 * and exact size: there is no trust on first use, and a download never writes past the size. A
 * file whose values are not known cannot be listed (the manifest is refused).
 */

const SHA256 = /^[0-9a-f]{64}$/;
const ID = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/** A relative path inside the model folder: forward slashes, no `..`, no leading `/`, no dot-files. */
const relativePath = z
  .string()
  .min(1)
  .max(200)
  .refine(
    (p) => !p.startsWith('/') && !p.includes('\\') && !p.includes(':') && p.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && !part.startsWith('.')),
    'must be a relative path inside the model folder (no "..", no leading "/", no dot-files)',
  );

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** https, or http only to this machine (test servers). */
const downloadUrl = z
  .string()
  .url()
  .refine((u) => {
    const url = new URL(u);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  }, 'must be an https URL (http only for 127.0.0.1/localhost)');

export const modelFileSchema = z.object({
  /** Where the file goes, relative to the model's folder (the layout the loader expects). */
  path: relativePath,
  url: downloadUrl,
  /** Exact size in bytes: downloads are cut off past it. */
  size: z.number({ error: 'must be the exact size in bytes (every file is pinned: no trust on first use)' }).int().nonnegative(),
  /** Lower-case hex SHA-256 of the file's bytes. */
  sha256: z.string({ error: 'must be the SHA-256 of the file (every file is pinned: no trust on first use)' }).regex(SHA256, 'must be 64 lower-case hex digits'),
});

export const modelTaskSchema = z.enum(['clip', 'text-embedding', 'speech']);

export const modelEntrySchema = z.object({
  id: z.string().regex(ID, 'must be lower-case letters, digits, ".", "_" or "-"'),
  task: modelTaskSchema,
  name: z.string().min(1),
  /** What the download is, for the UI ("about 156 MB") and the disk-space check; the files' sizes are exact. */
  size: z.number().int().positive(),
  source: z.object({
    repo: z.string().min(1),
    revision: z.string().min(1),
    homepage: z.string().url().optional(),
    license: z.string().nullable().optional(),
  }),
  files: z.array(modelFileSchema).min(1),
});

export const manifestSchema = z
  .object({
    version: z.literal(1),
    models: z.array(modelEntrySchema),
  })
  .superRefine((m, ctx) => {
    const ids = new Set<string>();
    m.models.forEach((model, i) => {
      if (ids.has(model.id)) ctx.addIssue({ code: 'custom', path: ['models', i, 'id'], message: `duplicate model id ${model.id}` });
      ids.add(model.id);
      const paths = new Set<string>();
      model.files.forEach((file, j) => {
        if (paths.has(file.path)) ctx.addIssue({ code: 'custom', path: ['models', i, 'files', j, 'path'], message: `duplicate file ${file.path}` });
        paths.add(file.path);
      });
    });
  });

export type Manifest = z.infer<typeof manifestSchema>;
export type ModelEntry = z.infer<typeof modelEntrySchema>;
export type ModelFile = z.infer<typeof modelFileSchema>;
export type ModelTask = z.infer<typeof modelTaskSchema>;

export function parseManifest(value: unknown, where = 'manifest'): Manifest {
  const parsed = manifestSchema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new Error(`${where} is not a valid models manifest: ${issues}`);
  }
  return parsed.data;
}

export async function loadManifest(file: string): Promise<Manifest> {
  return parseManifest(JSON.parse(await readFile(file, 'utf8')), file);
}

/** The manifest shipped with the app (bundled into the build, so it needs no path at run time). */
export function defaultManifest(): Manifest {
  return parseManifest(bundledManifest, 'models/manifest.json');
}
