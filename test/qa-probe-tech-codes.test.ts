/**
 * "What are my backup codes": a two-factor backup sheet prints the codes, then a sentence about them
 * ("Each code can only be used once."). A free-form label ("code", "password") inside a sentence is
 * followed by the sentence's next word, not by a value: "can" is no code.
 */
import { describe, expect, it } from 'vitest';
import { identifier } from '../electron/engine/qa/identifier';

const lines = (t: string[]) => t.map((text) => ({ text, height: null }));
const CODES = ['Google', 'Backup codes', 'Keep these backup codes somewhere safe but accessible.', '4821 0937', '5560 2184', '7719 3306', 'Each code can only be used once.'];

describe('a code label inside a sentence', () => {
  it('reads a code, not the word after the label in a sentence', () => {
    expect(identifier(lines(CODES), 'backup code', false, true, 'What are my backup codes?')?.value).not.toBe('can');
    expect(identifier(lines(['Your sign-in code expires soon', 'Code: 448210']), 'code', false, true, 'What was the sign-in code?')?.value).toMatch(/448210/);
  });

  it('still reads a free-form value after its label', () => {
    expect(identifier(lines(['WIFI', 'SSID LaTerrasse-Guest', 'PASS soleil2024!']), 'password', false, true, 'What is the wifi password?')?.value).toBe('soleil2024!');
    expect(identifier(lines(['The wifi password is bluebell garden now']), 'password', false, true, 'What is the wifi password?')?.value).toBe('bluebell');
    expect(identifier(lines(['Door code 4471']), 'code', false, true, 'What is the door code?')?.value).toBe('4471');
  });
});
