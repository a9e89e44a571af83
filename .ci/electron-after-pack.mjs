// electron-builder afterPack hook (electron-builder.yml `afterPack`): flips Electron's fuses in the
// packaged binary with @electron/fuses, before electron-builder signs it. Runs for every target.
import path from 'node:path';
import fuses from '@electron/fuses';

const { flipFuses, FuseV1Options, FuseVersion } = fuses;

/**
 * The fuses Mnemo ships with, per target platform.
 * - RunAsNode off: nothing relaunches the binary as Node (the engine is a utilityProcess).
 * - Cookie encryption on (Mnemo keeps no cookies; Chromium's store is encrypted anyway).
 * - NODE_OPTIONS / --inspect off: no code injection through the environment or a debugger.
 * - OnlyLoadAppFromAsar on, and ASAR integrity on where Electron supports it (macOS, Windows:
 *   electron-builder embeds the archive's hash there); Linux has no integrity check to turn on.
 * - GrantFileProtocolExtraPrivileges stays ON, deliberately: the window loads the built page from
 *   file://, and its module scripts need those privileges. Main narrows file:// to out/renderer by a
 *   request filter (electron/main/network-policy.ts). Serving the page from a custom protocol would
 *   let this fuse go off.
 */
export function fuseConfig(platform, arch) {
  return {
    version: FuseVersion.V1,
    resetAdHocDarwinSignature: platform === 'darwin' && arch === 'arm64',
    [FuseV1Options.RunAsNode]: false,
    [FuseV1Options.EnableCookieEncryption]: true,
    [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
    [FuseV1Options.EnableNodeCliInspectArguments]: false,
    [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: platform === 'darwin' || platform === 'mas' || platform === 'win32',
    [FuseV1Options.OnlyLoadAppFromAsar]: true,
    [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
    [FuseV1Options.GrantFileProtocolExtraPrivileges]: true,
  };
}

/** The Electron binary electron-builder just laid out (the same rule as its own fuse step). */
export function electronBinary(context) {
  const { appOutDir, electronPlatformName, packager } = context;
  switch (electronPlatformName) {
    case 'darwin':
    case 'mas':
      return path.join(appOutDir, `${packager.appInfo.productFilename}.app`);
    case 'win32':
      return path.join(appOutDir, `${packager.appInfo.productFilename}.exe`);
    default:
      return path.join(appOutDir, packager.executableName);
  }
}

const ARCHS = ['ia32', 'x64', 'armv7l', 'arm64', 'universal'];

export default async function afterPack(context) {
  const arch = typeof context.arch === 'number' ? ARCHS[context.arch] : String(context.arch);
  const binary = electronBinary(context);
  await flipFuses(binary, fuseConfig(context.electronPlatformName, arch));
  console.log(`  • fuses flipped  binary=${binary}`);
}
