/**
 * Notes made up in the layouts people screenshot them in: a notes app's "To do" list asked for as "my to
 * do list" or "what do I need to do".
 */
import { describe, expect, it } from 'vitest';
import { questionWords } from '../electron/engine/qa/question-words';
import { listAbout } from '../electron/engine/qa/list';
import { memoryRow } from './support/memory-rows';

describe('a to do list asked for in two words', () => {
  it('reads "to do" as the one word a note heads its list with', () => {
    expect(questionWords("What's on my to do list?")).toContain('todo');
    expect(questionWords('What do I need to do?')).toContain('todo');
    expect(questionWords('What did I have to do?')).toContain('todo');
    // A verb with its object is no list: "to do" there is the asker's plan, not the note's heading.
    expect(questionWords('What did I need to do at the bank?')).not.toContain('todo');
  });

  it('takes the best match\'s list headed "To do" over a weaker note whose heading names a related word', () => {
    const HOME = { lat: 51.45, lon: -2.59 };
    const row = (name: string, text: string[]) => memoryRow(name, '2026-03-10T21:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });
    const todo = row('todo.png', ['Notes', 'To do', '☐ Call plumber', '☐ Renew car insurance', '☐ Book dentist']);
    const buy = row('note.jpg', ['Remember to buy:', 'lightbulbs', 'AA batteries']);
    const found = listAbout([{ row: todo }, { row: buy }], ['todo', 'buy', 'need', 'remember']);
    expect(found?.value).toBe('Call plumber, Renew car insurance, Book dentist');
  });
});
