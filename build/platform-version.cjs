// CommonJS so the webpack configs and the .mjs scripts share it.
const { readFileSync } = require('node:fs');
const path = require('node:path');

/**
 * The platform's major version (platform/package.json). Its import-map specifiers carry it (`@devis/platform@1`,
 * `@devis/platform@1/session`): an app built against major N imports those names and keeps working while N is deployed.
 * Bump it when an export is removed or changes meaning.
 */
function platformMajor() {
  const { version } = JSON.parse(readFileSync(path.join(__dirname, '..', 'platform', 'package.json'), 'utf8'));
  const major = Number(String(version).split('.')[0]);
  if (!Number.isInteger(major) || major < 1) throw new Error(`platform/package.json version ${version}: the major must be 1 or more`);
  return major;
}

/** `@devis/platform/session` -> `@devis/platform@1/session`. */
function versionedPlatformSpecifier(specifier, major = platformMajor()) {
  return specifier.replace(/^@devis\/platform(?=\/|$)/, `@devis/platform@${major}`);
}

module.exports = { platformMajor, versionedPlatformSpecifier };
