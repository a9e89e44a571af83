/**
 * Home stickers, made up in the layouts people photograph them in: a router's sticker whose label holds
 * the asked word inside a longer label ("Wi-Fi Network Name (SSID): …").
 */
import { describe, expect, it } from 'vitest';
import { identifier } from '../electron/engine/qa/identifier';
import type { TextLine } from '../electron/engine/qa/text-lines';

const lines = (texts: string[]): TextLine[] => texts.map((text) => ({ text, height: null }));
const ROUTER = ['Wi-Fi Network Name (SSID): VM4829301', 'Wireless Key: hT8nxq3Rbw2k', 'Admin password: 2Y8kP4', 'Serial No: 1234ABCD5678'];

describe('a value after a longer label that holds the asked word', () => {
  it('reads past the rest of the label and its bracketed short name to the value', () => {
    expect(identifier(lines(ROUTER), 'ssid', false, true)?.value).toBe('VM4829301');
    expect(identifier(lines(ROUTER), 'wifi network', false, true)?.value).toBe('VM4829301');
    expect(identifier(lines(['WiFi Password: sunnyday42']), 'wifi', false, true)?.value).toBe('sunnyday42');
  });

  it('still reads a value straight after its label, and a value before the next label', () => {
    expect(identifier(lines(ROUTER), 'password', false, true)?.value).toBe('hT8nxq3Rbw2k');
    expect(identifier(lines(['Membership 4471 2286  Expires: 03/27']), 'membership', false, true)?.value).toBe('4471 2286');
  });
});
