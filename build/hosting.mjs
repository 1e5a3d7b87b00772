// Build outputs as releases: <package>/dist/current.json (written by build-package.mjs) is the release manifest a
// deploy sends; assembleHosting() lays releases out as a static folder for the build tests and benches.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeImportMap, prerenderedPackage, renderShell, versionUrl, withPrerenderedPage } from './import-map.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const defaultHostingDir = path.join(root, 'dist', 'hosting');
export { versionUrl };

/** The package's latest build, as written by build/build-package.mjs. */
export function readCurrent(name, distDir = path.join(root, name, 'dist')) {
  const file = path.join(distDir, 'current.json');
  if (!existsSync(file)) throw new Error(`${name} is not built: run npm run build -w ${name}`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The folder holding a build's files. */
export function versionFolder(current, distDir = path.join(root, current.name, 'dist')) {
  return path.join(distDir, current.version);
}

/** The release record the store keeps for a build: its manifest without the file list. */
export function releaseOf(current) {
  const { files: _files, ...release } = current;
  return release;
}

/**
 * An offline copy of what the shell serves: apps/<package>/<version>/, importmap.json and index.html rendered by
 * the same code as the `shell` function. Versions already in the folder stay.
 */
export function assembleHosting(hostingDir, currents) {
  for (const current of currents) {
    const to = path.join(hostingDir, 'apps', current.name, current.version);
    if (!existsSync(to)) {
      mkdirSync(path.dirname(to), { recursive: true });
      cpSync(versionFolder(current), to, { recursive: true });
    }
  }
  const releases = currents.map(releaseOf);
  const importMap = composeImportMap(releases);
  const shell = currents.find((current) => current.name === 'root-config');
  if (!shell) throw new Error('assembleHosting needs the root-config build');
  const template = readFileSync(path.join(versionFolder(shell), 'index.html'), 'utf8');
  writeFileSync(path.join(hostingDir, 'importmap.json'), JSON.stringify(importMap, null, 2) + '\n');
  const shellHtml = renderShell(template, releases);
  writeFileSync(path.join(hostingDir, 'index.html'), shellHtml);
  // As the shell function serves them: each pre-rendered landing page at <path>/index.html (static-server.cjs).
  const landing = currents.find((current) => current.name === prerenderedPackage);
  const pagesIndex = landing && path.join(versionFolder(landing), 'pages.json');
  if (pagesIndex && existsSync(pagesIndex)) {
    for (const [pagePath, file] of Object.entries(JSON.parse(readFileSync(pagesIndex, 'utf8')))) {
      const page = JSON.parse(readFileSync(path.join(versionFolder(landing), file), 'utf8'));
      const target = path.join(hostingDir, 'pages', pagePath, 'index.html');
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, withPrerenderedPage(shellHtml, page));
    }
  }
  return importMap;
}
