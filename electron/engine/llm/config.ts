import { defaultLlmSettings, LlmSettingsSchema, type LlmSettings } from '../../../shared/settings';

export { defaultLlmSettings, LlmSettingsSchema, type LlmSettings };

export function parseLlmSettings(input: unknown): LlmSettings {
  const source = typeof input === 'object' && input !== null ? input : {};
  return LlmSettingsSchema.parse({ ...defaultLlmSettings, ...source });
}

/**
 * True when the URL points at this machine (127.0.0.0/8, ::1, localhost), so photos sent to Ollama
 * never leave it. 0.0.0.0 and LAN addresses count as remote: the UI should say so.
 */
export function isLoopback(url: string): boolean {
  let host: string;
  try {
    host = new URL(url.includes('://') ? url : `http://${url}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '::1' || host === '0:0:0:0:0:0:0:1') return true;
  // IPv4-mapped: the URL parser writes [::ffff:127.0.0.1] as [::ffff:7f00:1].
  if (/^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(host)) return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
