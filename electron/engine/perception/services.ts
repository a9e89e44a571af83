import type { Settings } from '../../../shared/settings';
import type { LlmService } from '../llm/service';
import type { Database } from '../store/database';
import type { MemoryRow } from '../store/schema';
import { VectorTable } from '../store/vectors';
import { ClipEmbedder, TextEmbedder } from './embeddings';
import type { ModelManager } from './models';
import { DuplicatesService } from './duplicates/duplicates-service';
import { PeopleService } from './people/people-service';
import type { EditJournal } from '../store/edit-journal';
import { VisionWorker } from './vision';
import { Transcriber } from '../video/speech';
import { OcrPool } from './ocr/engine';

/**
 * The models the background stages use, each loaded once on first use and kept (one instance per
 * process), and closed with the engine. A model that is not downloaded is never loaded: the stage's
 * `ready()` says why it waits.
 */
export class PerceptionServices {
  private clipLoaded: { id: string; value: Promise<{ embedder: ClipEmbedder; vectors: VectorTable }> } | null = null;
  private textLoaded: { id: string; value: Promise<{ embedder: TextEmbedder; vectors: VectorTable }> } | null = null;
  private readonly closers: Array<() => Promise<void>> = [];
  private visionLoaded: Promise<VisionWorker> | null = null;
  private peopleLoaded: Promise<PeopleService> | null = null;
  private duplicatesService: DuplicatesService | null = null;
  private ocrLoaded: { id: string; value: Promise<OcrPool> } | null = null;
  private transcriberLoaded: { id: string; value: Promise<Transcriber> } | null = null;

  constructor(
    readonly db: Database,
    readonly libraryDir: string,
    readonly models: ModelManager,
    readonly llm: LlmService,
    readonly settings: () => Promise<Settings>,
    /** Change another memory than the one a stage runs on (duplicate groups link several). */
    readonly updateMemory: (id: string, change: (row: MemoryRow) => void) => Promise<unknown>,
    /** The user's edits kept outside the database: people edits are journaled and replayed through it. */
    readonly journal: EditJournal | null = null,
  ) {}

  async clipModel(): Promise<string> {
    return (await this.settings()).perception.clipModel;
  }

  async textEmbeddingModel(): Promise<string> {
    return (await this.settings()).perception.textEmbeddingModel;
  }

  /** The CLIP embedder and its vector table (image vectors, and text → image search). */
  async clip(): Promise<{ embedder: ClipEmbedder; vectors: VectorTable }> {
    const id = await this.clipModel();
    if (this.clipLoaded?.id !== id) {
      const value = ClipEmbedder.load(this.models.dirOf(id)).then(async (embedder) => {
        this.closers.push(() => embedder.dispose());
        return { embedder, vectors: await VectorTable.open(this.db, id, embedder.dim) };
      });
      this.clipLoaded = { id, value };
      value.catch(() => (this.clipLoaded = null));
    }
    return this.clipLoaded.value;
  }

  /** The sentence embedder and its table of text chunks (captions, OCR lines, transcripts). */
  async text(): Promise<{ embedder: TextEmbedder; vectors: VectorTable }> {
    const id = await this.textEmbeddingModel();
    if (this.textLoaded?.id !== id) {
      const value = TextEmbedder.load(this.models.dirOf(id)).then(async (embedder) => {
        this.closers.push(() => embedder.dispose());
        return { embedder, vectors: await VectorTable.open(this.db, id, embedder.dim) };
      });
      this.textLoaded = { id, value };
      value.catch(() => (this.textLoaded = null));
    }
    return this.textLoaded.value;
  }

  /** Faces, objects and emotion (Human on tfjs-wasm in a worker thread; its models ship in npm). */
  vision(): Promise<VisionWorker> {
    if (!this.visionLoaded) {
      this.visionLoaded = VisionWorker.create().then((worker) => {
        this.closers.push(() => worker.close());
        return worker;
      });
      this.visionLoaded.catch(() => (this.visionLoaded = null));
    }
    return this.visionLoaded;
  }

  async duplicates(): Promise<DuplicatesService> {
    this.duplicatesService ??= new DuplicatesService(
      this.db,
      async (ids) => {
        // Vectors only from a CLIP model that is there; before it, the perceptual hash works alone.
        if (this.models.whyMissing(await this.clipModel()) !== null) return new Map();
        return (await this.clip()).vectors.vectorsOf(ids, 'image');
      },
      async (id, group) => {
        await this.updateMemory(id, (row) => {
          row.duplicate_group = group;
        });
      },
    );
    return this.duplicatesService;
  }

  /** tesseract.js workers (one per core) with the languages of `perception.ocrLanguages` (their data ships in npm). */
  async ocr(): Promise<OcrPool> {
    const languages = (await this.settings()).perception.ocrLanguages;
    const id = languages.join('+');
    if (this.ocrLoaded?.id !== id) {
      // The languages changed: images already queued on the old pool finish there, then it closes.
      void this.ocrLoaded?.value.then((old) => old.retire(), () => {});
      const value = OcrPool.create({ languages }).then((pool) => {
        this.closers.push(() => pool.close());
        return pool;
      });
      this.ocrLoaded = { id, value };
      value.catch(() => {
        if (this.ocrLoaded?.value === value) this.ocrLoaded = null;
      });
    }
    return this.ocrLoaded.value;
  }

  /** whisper.cpp with the configured model (one at a time: it holds a libuv thread while it runs). */
  async transcriber(): Promise<Transcriber> {
    const id = (await this.settings()).perception.speechModel;
    if (this.transcriberLoaded?.id !== id) {
      const value = Transcriber.load(this.models.fileOf(id)).then((t) => {
        this.closers.push(() => t.close());
        return t;
      });
      this.transcriberLoaded = { id, value };
      value.catch(() => (this.transcriberLoaded = null));
    }
    return this.transcriberLoaded.value;
  }

  /** Whether the people index was loaded (the faces stage or a people call used it). */
  hasPeople(): boolean {
    return this.peopleLoaded !== null;
  }

  people(): Promise<PeopleService> {
    this.peopleLoaded ??= PeopleService.open(this.db, this.journal);
    return this.peopleLoaded;
  }

  /** Register something to close with the engine (worker pools, native sessions). */
  onClose(close: () => Promise<void>): void {
    this.closers.push(close);
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.closers.splice(0).map((c) => c()));
  }
}
