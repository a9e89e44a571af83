import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Availability } from '../electron/engine/llm/availability';
import {
  canonicalModelName,
  LlmClient,
  LlmOutputError,
  LlmServerError,
  LlmTimeoutError,
  LlmUnavailableError,
  type LlmCallRecord,
} from '../electron/engine/llm/client';
import { defaultLlmSettings, isLoopback, parseLlmSettings } from '../electron/engine/llm/config';
import { AtomicContexts, describePhoto, describeVideo, evenly } from '../electron/engine/llm/describe';
import { jsonSchemaFor } from '../electron/engine/llm/json-output';
import { loadTemplate, renderTemplate } from '../electron/engine/llm/prompt-template';
import { estimateTokens, packLines } from '../electron/engine/llm/budget';
import { expectFits } from './support/context-budget';
import { reply, startOllamaServer, type FakeOllama, type ServerScript } from './support/ollama-server';
import { tempDir, waitFor } from './support/temp';

const TEXT = 'qwen2.5:3b';
const VISION = 'qwen2.5vl:3b';
const Answer = z.object({ name: z.string(), price: z.number() });

let promptsDir: string;
const servers: FakeOllama[] = [];
let records: LlmCallRecord[] = [];

beforeAll(async () => {
  promptsDir = await tempDir('llm-prompts');
  await writeFile(path.join(promptsDir, 'extract.md'), '<!-- a note for people -->\nWhat is the restaurant in: {{text}}');
  await writeFile(path.join(promptsDir, 'answer.md'), '<!-- system -->\nYou answer briefly.\n<!-- user -->\nQuestion: {{question}}');
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
  records = [];
});

async function serve(script: ServerScript, options: { port?: number } = {}): Promise<FakeOllama> {
  const server = await startOllamaServer({ models: [{ name: TEXT }, { name: VISION }], ...script }, options);
  servers.push(server);
  return server;
}

/** `dir: null` uses the shipped prompts next to the module. */
function clientFor(url: string, timeoutMs = 5_000, dir: string | null = promptsDir): LlmClient {
  return new LlmClient(
    { ...defaultLlmSettings, url, timeoutMs },
    { ...(dir ? { promptsDir: dir } : {}), serverRetryDelayMs: 50, onUsage: (r) => records.push(r) },
  );
}

const extract = (client: LlmClient, extra: { signal?: AbortSignal; timeoutMs?: number; model?: string } = {}) =>
  client.generateJson({ model: extra.model ?? TEXT, template: 'extract', vars: { text: 'Kochi, bibimbap $12.50' }, schema: Answer, ...extra });

async function freePort(): Promise<number> {
  const s = await startOllamaServer();
  await s.stop();
  return s.port;
}

describe('LlmClient against an Ollama-compatible server', () => {
  it('checks health, lists models and matches names the way Ollama does', async () => {
    const server = await serve({ version: '0.9.0', models: [{ name: TEXT, size: 1_900_000_000 }, { name: 'llava:latest' }] });
    const client = clientFor(server.url);
    expect(await client.health()).toEqual({ ok: true, version: '0.9.0' });
    expect(await client.listModels()).toEqual([
      { name: TEXT, sizeBytes: 1_900_000_000 },
      { name: 'llava:latest', sizeBytes: 1_000_000 },
    ]);
    expect(await client.hasModel(TEXT)).toBe(true);
    expect(await client.hasModel('llava')).toBe(true);
    expect(await client.hasModel(VISION)).toBe(false);
    expect(canonicalModelName('registry.ollama.ai/library/Llava')).toBe('llava:latest');
  });

  it('sends the zod schema as `format`, validates the reply and accounts for tokens', async () => {
    const server = await serve({ replies: [reply.json({ name: 'Kochi', price: 12.5 }, { promptTokens: 120, completionTokens: 14 })] });
    const { value, usage } = await extract(clientFor(server.url));
    expect(value).toEqual({ name: 'Kochi', price: 12.5 });
    expect(usage).toMatchObject({ promptTokens: 120, completionTokens: 14, model: TEXT, retries: 0 });
    expect(usage.ms).toBeGreaterThanOrEqual(0);

    const [call] = server.calls('/api/chat');
    expect(call?.body.stream).toBe(false);
    expect(call?.body.format).toEqual(jsonSchemaFor(Answer));
    expect(call?.body.format).toMatchObject({ type: 'object', required: ['name', 'price'], properties: { price: { type: 'number' } } });
    // The window is always stated (Ollama's default would silently cut a long prompt): the smallest step here.
    expect(call?.body.options).toEqual({ temperature: 0, num_ctx: 4096, num_predict: 1024 });
    // The comment in the template is for people; it is not sent.
    expect(call?.body.messages).toEqual([{ role: 'user', content: 'What is the restaurant in: Kochi, bibimbap $12.50' }]);
    expect(records).toMatchObject([{ template: 'extract', outcome: 'ok', promptTokens: 120 }]);
  });

  it('retries malformed JSON once, telling the model what was wrong', async () => {
    const server = await serve({
      replies: [reply.text('{"name": "Kochi", "price": ', { promptTokens: 100, completionTokens: 9 }), reply.json({ name: 'Kochi', price: 12.5 }, { promptTokens: 130, completionTokens: 12 })],
    });
    const { value, usage } = await extract(clientFor(server.url));
    expect(value.price).toBe(12.5);
    expect(usage).toMatchObject({ retries: 1, promptTokens: 230, completionTokens: 21 });
    const second = server.calls('/api/chat')[1]?.body.messages;
    expect(second).toHaveLength(3);
    expect(second[1]).toEqual({ role: 'assistant', content: '{"name": "Kochi", "price": ' });
    expect(second[2].role).toBe('user');
    expect(second[2].content).toMatch(/not valid JSON/);
  });

  it('gives up after a second invalid reply with a readable LlmOutputError', async () => {
    const server = await serve({ replies: [reply.json({ name: 'Kochi', price: 'twelve' }), reply.json({ name: 'Kochi' })] });
    const err = await extract(clientFor(server.url)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LlmOutputError);
    expect((err as Error).message).toMatch(/^qwen2\.5:3b gave an unusable answer twice \(extract\): the JSON did not match the schema — price: /);
    expect((err as LlmOutputError).raw).toBe('{"name":"Kochi"}');
    expect(server.calls('/api/chat')[1]?.body.messages[2].content).toMatch(/price: Invalid input: expected number/);
    expect(server.calls('/api/chat')).toHaveLength(2);
    expect(records).toMatchObject([{ outcome: 'error', retries: 1 }]);
  });

  it('retries a 500 once, and reports Ollama’s words when it repeats', async () => {
    const server = await serve({
      replies: [reply.status(500, 'llama runner process has terminated'), reply.json({ name: 'Kochi', price: 1 })],
    });
    const client = clientFor(server.url);
    const ok = await extract(client);
    expect(ok.usage.retries).toBe(1);

    server.push(reply.status(500, 'llama runner process has terminated'), reply.status(500, 'llama runner process has terminated'));
    const err = await extract(client).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LlmServerError);
    expect((err as LlmServerError).message).toBe('Ollama error 500: llama runner process has terminated');
    expect((err as LlmServerError).transient).toBe(true);
    expect(server.calls('/api/chat')).toHaveLength(4);
  });

  it('server down: LlmUnavailableError, back-off, and work resumes when it returns', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const client = clientFor(url);
    const availability = new Availability();

    const health = await client.health();
    expect(health.ok).toBe(false);
    expect(health.ok === false && health.reason).toBe(`Ollama is not reachable at ${url} (ECONNREFUSED)`);

    const err = await extract(client).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LlmUnavailableError);
    expect((err as LlmUnavailableError).reason).toMatch(/not reachable/);
    await expect(client.listModels()).rejects.toBeInstanceOf(LlmUnavailableError);

    // The schedule a stage sees while Ollama stays down: 5 s doubling to a 5 minute cap.
    let now = 1_000_000;
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      delays.push(availability.markDown((err as LlmUnavailableError).reason, now));
      expect(availability.available(availability.nextAttemptAt - 1)).toBe(false);
      now = availability.nextAttemptAt;
      expect(availability.available(now)).toBe(true);
    }
    expect(delays.map((d) => d / 1000)).toEqual([5, 10, 20, 40, 80, 160, 300, 300]);
    // Calls that were in flight together fail together: one outage, one step.
    availability.markDown('again', now);
    expect(availability.markDown('again', now + 10)).toBe(300_000 - 10);
    expect(availability.waitingReason(now + 10)).toBe('again — trying again in 300 s');

    // Ollama comes back on the same address; the next due attempt succeeds and resets the back-off.
    await serve({ replies: [reply.json({ name: 'Kochi', price: 3 })] }, { port });
    now = availability.nextAttemptAt;
    expect(availability.available(now)).toBe(true);
    const { value } = await extract(client);
    availability.markUp();
    expect(value.price).toBe(3);
    expect(availability.available(now)).toBe(true);
    expect(availability.failures).toBe(0);
    expect(availability.reason).toBeNull();
  });

  it('a missing model is LlmUnavailableError naming the model, without retries', async () => {
    const server = await serve({ models: [{ name: TEXT }] });
    const err = await extract(clientFor(server.url), { model: VISION }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LlmUnavailableError);
    expect((err as LlmUnavailableError).reason).toBe(`model "${VISION}" is not installed in Ollama (pull it first)`);
    expect(server.calls('/api/chat')).toHaveLength(1);
  });

  it('waits for a slow answer within the limit, and past it closes the request with LlmTimeoutError', async () => {
    const server = await serve({ replies: [reply.slow(300, reply.json({ name: 'Slow', price: 1 })), reply.slow(10_000, reply.json({ name: 'Slower', price: 2 }))] });
    const client = clientFor(server.url);
    expect((await extract(client, { timeoutMs: 3_000 })).value.name).toBe('Slow');

    // The second answer takes 10 s: a timeout error (not its value) and the socket closed early show
    // the limit was applied, without timing the call here.
    const err = await extract(client, { timeoutMs: 400 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LlmTimeoutError);
    expect((err as Error).message).toBe(`${TEXT} did not answer within 0.4 s`);
    await waitFor(() => server.calls('/api/chat')[1]?.closedEarly === true, 3_000, 'the server to see the socket close');
  });

  it('the caller’s AbortSignal aborts the HTTP request', async () => {
    const server = await serve({ replies: [reply.hang()] });
    const controller = new AbortController();
    const pending = extract(clientFor(server.url), { signal: controller.signal });
    await waitFor(() => server.calls('/api/chat').length === 1, 3_000, 'the request to arrive');
    controller.abort();
    const err = await pending.catch((e: unknown) => e);
    expect((err as Error).name).toBe('AbortError');
    await waitFor(() => server.calls('/api/chat')[0]?.closedEarly === true, 3_000, 'the server to see the socket close');
    expect(records).toMatchObject([{ outcome: 'aborted' }]);

    // Already aborted: nothing is sent.
    await expect(extract(clientFor(server.url), { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.calls('/api/chat')).toHaveLength(1);
  });

  it('streams text deltas and reports usage at the end', async () => {
    const server = await serve({ replies: [reply.text('Hello there', { chunks: ['Hel', 'lo ', 'there'], promptTokens: 42, completionTokens: 3 })] });
    const stream = clientFor(server.url).streamText({ model: TEXT, template: 'answer', vars: { question: 'hi?' } });
    const deltas: string[] = [];
    for await (const { delta } of stream) deltas.push(delta);
    expect(deltas).toEqual(['Hel', 'lo ', 'there']);
    expect(await stream.usage()).toMatchObject({ promptTokens: 42, completionTokens: 3, model: TEXT, retries: 0 });
    const body = server.calls('/api/chat')[0]?.body;
    expect(body.stream).toBe(true);
    expect(body.messages).toEqual([
      { role: 'system', content: 'You answer briefly.' },
      { role: 'user', content: 'Question: hi?' },
    ]);
  });

  it('streams: cancellation and early exit close the connection; mid-stream errors are readable', async () => {
    const server = await serve({
      replies: [reply.hang(), reply.text('a b c d', { chunks: ['a ', 'b ', 'c ', 'd'] }), { kind: 'stream-error', chunks: ['par'], error: 'out of memory' }],
    });
    const client = clientFor(server.url);

    const controller = new AbortController();
    const hung = client.streamText({ model: TEXT, template: 'answer', vars: { question: 'q' }, signal: controller.signal });
    const reading = (async () => { for await (const _ of hung) { /* nothing arrives */ } })();
    // Abort once the server holds the request (and answers nothing), not after a guessed delay.
    await waitFor(() => server.calls('/api/chat').length === 1, 3_000, 'the request to reach the server');
    controller.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    await expect(hung.usage()).rejects.toMatchObject({ name: 'AbortError' });
    await waitFor(() => server.calls('/api/chat')[0]?.closedEarly === true, 3_000, 'the hung stream to close');

    const early = client.streamText({ model: TEXT, template: 'answer', vars: { question: 'q' } });
    for await (const { delta } of early) {
      expect(delta).toBe('a ');
      break;
    }
    expect((await early.usage()).completionTokens).toBe(0);
    await waitFor(() => server.calls('/api/chat')[1]?.closedEarly === true, 3_000, 'the abandoned stream to close');

    const broken = client.streamText({ model: TEXT, template: 'answer', vars: { question: 'q' } });
    const got: string[] = [];
    const err = await (async () => { for await (const { delta } of broken) got.push(delta); })().catch((e: unknown) => e);
    expect(got).toEqual(['par']);
    expect(err).toBeInstanceOf(LlmServerError);
    expect((err as Error).message).toBe('Ollama error: out of memory');
  });

  it('pulls a model with progress events, and says why a pull fails', async () => {
    const server = await serve({ models: [], pullable: [{ name: VISION, size: 4_000 }] });
    const client = clientFor(server.url);
    const events: Array<{ status: string; completed?: number; total?: number }> = [];
    await client.pull(VISION, (p) => events.push(p));
    expect(events[0]).toEqual({ status: 'pulling manifest' });
    expect(events.at(-1)).toEqual({ status: 'success' });
    const bytes = events.filter((e) => e.total !== undefined);
    expect(bytes.length).toBeGreaterThan(2);
    expect(bytes.every((e) => e.total === 4_000)).toBe(true);
    expect(bytes.map((e) => e.completed)).toEqual([...bytes.map((e) => e.completed)].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(bytes.at(-1)?.completed).toBe(4_000);
    expect(events.map((e) => e.status)).toContain('verifying sha256 digest');
    expect(await client.hasModel(VISION)).toBe(true);

    await expect(client.pull('nope:1b', () => undefined)).rejects.toThrow('could not pull "nope:1b": pull model manifest: file does not exist');
  });
});

describe('the context window of every request', () => {
  it('states num_ctx for every request, sized to the prompt plus the reply, the correction turn included', async () => {
    const server = await serve({ replies: [reply.text('{"name": "Kochi"'), reply.json({ name: 'Kochi', price: 1 }), reply.text('fine', { chunks: ['fi', 'ne'] })] });
    const client = clientFor(server.url);
    await extract(client);
    for await (const _ of client.streamText({ model: TEXT, template: 'answer', vars: { question: 'q' }, options: { maxTokens: 300 } })) { /* drain */ }
    const chats = server.calls('/api/chat');
    expect(chats).toHaveLength(3);
    for (const c of chats) await expectFits(c, defaultLlmSettings.maxContextTokens);
    expect(chats[2]!.body.options.num_predict).toBe(300);
    // The model's own window was asked once for the client, not per call.
    expect(server.calls('/api/show')).toHaveLength(1);
  });

  it('grows the window with a long prompt, up to the setting; past it, fails before sending', async () => {
    const server = await serve({ replies: [reply.json({ name: 'Kochi', price: 1 })] });
    const long = 'Receipt line 42 · bibimbap 12.50 · '.repeat(1_000); // ~35k characters
    const roomy = new LlmClient({ ...defaultLlmSettings, url: server.url, maxContextTokens: 32_768 }, { promptsDir });
    await roomy.generateJson({ model: TEXT, template: 'extract', vars: { text: long }, schema: Answer });
    const fit = await expectFits(server.calls('/api/chat')[0]!, 32_768);
    expect(fit.prompt).toBeGreaterThan(estimateTokens(long));
    expect(fit.numCtx).toBe(16_384); // a power of two: few distinct sizes, few model reloads in Ollama

    const small = new LlmClient({ ...defaultLlmSettings, url: server.url }, { promptsDir });
    await expect(small.generateJson({ model: TEXT, template: 'extract', vars: { text: long }, schema: Answer })).rejects.toThrow(/does not fit the 8192-token context window/);
    expect(server.calls('/api/chat')).toHaveLength(1);
  });

  it('keeps within the model\'s own window when /api/show reports a smaller one, and room() says what is left', async () => {
    const server = await serve({ models: [{ name: TEXT, contextLength: 2_048 }], replies: [reply.json({ name: 'Kochi', price: 1 })] });
    const client = clientFor(server.url);
    expect(await client.contextLimit(TEXT)).toBe(2_048);
    const room = await client.room({ model: TEXT, template: 'extract', vars: { text: '' }, maxTokens: 512 });
    expect(room).toBeGreaterThan(1_000);
    expect(room).toBeLessThan(2_048 - 512);
    await client.generateJson({ model: TEXT, template: 'extract', vars: { text: 'x'.repeat(room * 3 - 10) }, schema: Answer, options: { maxTokens: 512 } });
    const fit = await expectFits(server.calls('/api/chat')[0]!, 2_048);
    expect(fit).toMatchObject({ numCtx: 2_048, numPredict: 512 });
  });

  it('packs lines to a budget: the best whole, the rest short, none cut off by a count', () => {
    const items = Array.from({ length: 40 }, (_, i) => ({ full: `m${i + 1} ${'whole text of the memory '.repeat(20)}`, short: `m${i + 1} short line` }));
    const packed = packLines(items, 1_000, { wholeCount: 3 });
    expect(packed.whole).toBe(3);
    expect(packed.count).toBe(40); // all fit as short lines after three whole ones
    expect(packed.lines[0]).toBe(items[0]!.full);
    expect(packed.lines[3]).toBe('m4 short line');
    const tight = packLines(items, 300, { wholeCount: 3 });
    expect(tight.lines.reduce((n, l) => n + estimateTokens(l) + 1, 0)).toBeLessThanOrEqual(300);
    expect(tight.lines[0]!.startsWith('m1 whole text')).toBe(true); // cut to its share, not dropped
    expect(tight.count).toBeGreaterThan(3);
  });
});

const goodContexts = {
  caption: ' A bowl of bibimbap on a restaurant table. ',
  recallQuestions: [{ question: 'What restaurant was this?', answer: 'Kochi' }, { question: '', answer: 'x' }],
  description: 'Bibimbap at Kochi; the menu board lists it at $12.50.',
  textOnImage: 'KOCHI  Bibimbap $12.50',
  people: { count: 1, descriptions: ['man in a grey hoodie', 'woman with glasses', 'Man in a grey hoodie'] },
  visualElements: ['bibimbap', 'Bibimbap', ' chopsticks ', ''],
  environment: 'restaurant',
  activities: ['eating dinner'],
  namedEvents: [],
};

describe('describePhoto and describeVideo', () => {
  it('sends a downscaled JPEG (base64) and the AtomicContexts schema as `format`', async () => {
    const server = await serve({ replies: [reply.json(goodContexts)] });
    const png = await sharp({ create: { width: 2400, height: 1800, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } }).png().toBuffer();
    const { contexts, usage } = await describePhoto(clientFor(server.url, 5_000, null), VISION, png, {
      takenAt: '2024-05-11 18:40',
      place: 'Seattle, United States',
      ocrText: 'KOCHl Bibimbap $12.5O {{place}}',
    });

    const body = server.calls('/api/chat')[0]?.body;
    expect(body.model).toBe(VISION);
    expect(body.format).toEqual(jsonSchemaFor(AtomicContexts));
    expect(Object.keys(body.format.properties).slice(0, 3)).toEqual(['caption', 'recallQuestions', 'description']);
    // ~750 image tokens, the prompt and the 1024-token reply: the window is sized from what was sent.
    const fit = await expectFits(server.calls('/api/chat')[0]!, defaultLlmSettings.maxContextTokens);
    expect(fit.numPredict).toBe(1024);
    expect(fit.prompt).toBeGreaterThan(750);
    expect(body.options.temperature).toBe(0);
    const user = body.messages.at(-1);
    expect(body.messages[0].role).toBe('system');
    expect(user.images).toHaveLength(1);
    const jpeg = Buffer.from(user.images[0], 'base64');
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect((meta.width ?? 0) * (meta.height ?? 0)).toBeLessThanOrEqual(768 * 768);
    expect(meta.width).toBeGreaterThan(800); // a pixel budget, not a 768 px edge
    expect(user.content).toContain('Place: Seattle, United States');
    expect(user.content).toContain('Taken: 2024-05-11 18:40');
    expect(user.content).toContain('KOCHl Bibimbap $12.5O {{place}}'); // OCR text is inserted literally
    expect(user.content).not.toContain('<!--');

    expect(contexts).toEqual({
      caption: 'A bowl of bibimbap on a restaurant table.',
      recallQuestions: [{ question: 'What restaurant was this?', answer: 'Kochi' }],
      description: 'Bibimbap at Kochi; the menu board lists it at $12.50.',
      textOnImage: 'KOCHI  Bibimbap $12.50',
      people: { count: 2, descriptions: ['man in a grey hoodie', 'woman with glasses'] },
      visualElements: ['bibimbap', 'chopsticks'],
      environment: 'restaurant',
      activities: ['eating dinner'],
      namedEvents: [],
    });
    expect(usage.completionTokens).toBeGreaterThan(0);
  });

  it('a video: a few frames spread over the clip plus the transcript; hints left out are left out', async () => {
    const server = await serve({ replies: [reply.json(goodContexts)] });
    const frames = await Promise.all(
      Array.from({ length: 10 }, (_, i) => sharp({ create: { width: 1280, height: 720, channels: 3, background: { r: i * 20, g: 0, b: 0 } } }).jpeg().toBuffer()),
    );
    await describeVideo(clientFor(server.url, 5_000, null), VISION, frames, 'Happy birthday Sam!', { place: 'Lisbon, Portugal' });
    const user = server.calls('/api/chat')[0]?.body.messages.at(-1);
    expect(user.images).toHaveLength(4);
    const meta = await sharp(Buffer.from(user.images[0], 'base64')).metadata();
    expect((meta.width ?? 0) * (meta.height ?? 0)).toBeLessThanOrEqual(448 * 448);
    expect(user.content).toContain('4 frames sampled in order');
    expect(user.content).toContain('Happy birthday Sam!');
    expect(user.content).toContain('Place: Lisbon, Portugal');
    expect(user.content).not.toContain('Recorded:');
    expect(user.content).not.toContain('OCR');
    expect(evenly([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 4)).toEqual([0, 3, 6, 9]);
    await expect(describeVideo(clientFor(server.url), VISION, [], '  ', {})).rejects.toThrow('needs frames or a transcript');
  });
});

describe('prompt templates, settings', () => {
  it('renders sections, variables and system/user parts; refuses what is missing', () => {
    const t = '<!-- system -->\nBe brief.\n<!-- user -->\nHi {{name}}.\n{{#place}}\nAt {{place}}.\n{{/place}}\nBye.';
    expect(renderTemplate(t, { name: 'Ana', place: 'Porto' })).toEqual({ system: 'Be brief.', user: 'Hi Ana.\n\nAt Porto.\n\nBye.' });
    expect(renderTemplate(t, { name: 'Ana', place: '  ' })).toEqual({ system: 'Be brief.', user: 'Hi Ana.\n\nBye.' });
    expect(renderTemplate('plain {{a}}', { a: '{{b}}' })).toEqual({ system: null, user: 'plain {{b}}' });
    expect(() => renderTemplate(t, {})).toThrow('prompt variable "name" has no value');
    expect(() => loadTemplate('../secrets')).toThrow('invalid prompt template name');
    expect(() => loadTemplate('nope', promptsDir)).toThrow(/prompt template "nope" not found/);
    // The shipped templates load from next to the module and render with only the required variables.
    expect(renderTemplate(loadTemplate('describe-photo'), {}).user).toContain('recallQuestions');
    expect(renderTemplate(loadTemplate('describe-video.md'), { frameCount: '2' }).user).toContain('2 frames');
  });

  it('isLoopback and settings defaults', () => {
    for (const url of ['http://127.0.0.1:11434', 'http://localhost:11434', 'http://[::1]:11434', '127.0.0.1:11434', 'http://127.8.9.10', 'http://[::ffff:127.0.0.1]:1']) {
      expect(isLoopback(url), url).toBe(true);
    }
    for (const url of ['http://192.168.1.20:11434', 'http://0.0.0.0:11434', 'https://ollama.example.com', 'http://127.0.0.1.evil.com', 'not a url ::']) {
      expect(isLoopback(url), url).toBe(false);
    }
    expect(isLoopback(defaultLlmSettings.url)).toBe(true);
    expect(parseLlmSettings({ url: 'http://127.0.0.1:1', timeoutMs: 'soon', textModel: '' })).toEqual({ ...defaultLlmSettings, url: 'http://127.0.0.1:1' });
    expect(parseLlmSettings(null)).toEqual(defaultLlmSettings);
  });
});
