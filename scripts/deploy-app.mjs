#!/usr/bin/env node
// npm run deploy -w <package> [-- options]: build one package alone, upload its version folder through the `deploy`
// function (Cloud Storage in production, the Files port's folder locally) and point its one import-map entry at it,
// in one store transaction. Nothing of the other packages is read, built or uploaded. See build/README.md.
//
//   --rollback       point the package back at the version kept before its current one (no build, no upload)
//   --list           print the versions kept for every deployment of the environment
//   --dry-run        build, then print what would be uploaded and released; change nothing
//   --no-build       deploy the last build (<package>/dist/current.json)
//   --env <name>     the map to change (default live, the one the site serves)
//   --url <origin>   where the stack is (default DEVIS_DEPLOY_URL, else the local stack http://127.0.0.1:5000)
// The deploy token is DEVIS_DEPLOY_TOKEN (the local stacks accept a fixed one). A non-local URL builds with
// DEVIS_BUILD=production (no import-map-overrides in the shell) unless DEVIS_BUILD says otherwise.
import { buildPackage } from '../build/build-package.mjs';
import { allPackages, platformMajor } from '../build/packages.mjs';
import { readCurrent, versionUrl } from '../build/hosting.mjs';
import { deployBuild, deploymentOf, isLoopback, listDeployments, LOCAL_DEPLOY_TOKEN, rollbackDeployment } from '../build/deploy-client.mjs';

const args = process.argv.slice(2);
const option = (flag) => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const name = args.find((arg, i) => !arg.startsWith('--') && !['--env', '--url'].includes(args[i - 1]));
const baseUrl = option('--url') ?? process.env.DEVIS_DEPLOY_URL ?? 'http://127.0.0.1:5000';
const env = option('--env') ?? 'live';

function fail(message, code = 1) {
  console.error(`✖ ${message}`);
  process.exit(code);
}

if (!name || !allPackages.includes(name)) fail(`usage: npm run deploy -w <${allPackages.join('|')}> [-- --rollback | --list | --dry-run | --no-build | --env <name> | --url <origin>]`, 2);
const token = process.env.DEVIS_DEPLOY_TOKEN ?? (isLoopback(baseUrl) ? LOCAL_DEPLOY_TOKEN : undefined);
if (!token) fail(`DEVIS_DEPLOY_TOKEN is needed to deploy to ${baseUrl}`);
const target = { baseUrl, token, env };

function printState(state) {
  console.log(`${state.deployment} in ${state.env}: ${state.current}${state.previous ? ` (previous ${state.previous})` : ''}`);
  console.log(`  versions kept, newest first: ${state.versions.map((v) => `${v.version}${v.version === state.current ? '*' : ''} (${v.deployed_at})`).join(', ')}`);
}

try {
  if (args.includes('--list')) {
    const { deployments } = await listDeployments(target);
    if (deployments.length === 0) console.log(`nothing deployed in ${env} at ${baseUrl}`);
    deployments.forEach(printState);
  } else if (args.includes('--rollback')) {
    const deployment = deploymentOf(readCurrentOrSource(name));
    printState(await rollbackDeployment(target, deployment));
  } else {
    if (!isLoopback(baseUrl)) process.env.DEVIS_BUILD ??= 'production';
    const started = Date.now();
    const current = args.includes('--no-build') ? readCurrent(name) : await buildPackage(name);
    console.log(`${name} ${current.version} (${current.flavour} build${args.includes('--no-build') ? ', not rebuilt' : `, ${((Date.now() - started) / 1000).toFixed(1)} s`})`);
    if (args.includes('--dry-run')) {
      console.log(`[dry-run] would upload ${current.files.length} files to ${baseUrl}${versionUrl(name, current.version)} (files already there are kept)`);
      for (const [specifier, file] of Object.entries(current.imports)) console.log(`[dry-run] ${env} map: ${specifier} -> ${versionUrl(name, current.version)}${file}`);
      process.exit(0);
    }
    const state = await deployBuild(target, current);
    console.log(`uploaded ${state.stored} new files of ${state.files} to ${versionUrl(name, current.version)}`);
    printState(state);
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

/** The deployment to roll back: the build's, or for a package never built here, its name (platform: the source's major). */
function readCurrentOrSource(packageName) {
  try {
    return readCurrent(packageName);
  } catch {
    return packageName === 'platform' ? { name: packageName, major: platformMajor() } : { name: packageName };
  }
}

