// The client side of the `deploy` function (functions/src/deploy): upload a version folder, release it, roll back.
// Used by scripts/deploy-app.mjs (npm run deploy -w <package>), scripts/start.mjs and scripts/test.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { versionFolder } from './hosting.mjs';

/** The token of the local stacks (functions/.env.demo-devis*); production tokens come from DEVIS_DEPLOY_TOKEN. */
export const LOCAL_DEPLOY_TOKEN = 'devis-local-deploy';

export function isLoopback(baseUrl) {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(baseUrl).hostname);
}

/** `mf-client`, or `platform@1`: each platform major is its own deployment. */
export function deploymentOf(current) {
  return current.major === undefined ? current.name : `${current.name}@${current.major}`;
}

/** fetch, sent again once when a kept-alive connection turns out closed by the server before it read the request. */
async function send(url, init) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error?.cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, init);
  }
}

async function call(target, pathname, { method = 'GET', body, type } = {}) {
  const headers = { authorization: `Bearer ${target.token}` };
  if (type) headers['content-type'] = type;
  const res = await send(`${target.baseUrl.replace(/\/+$/, '')}/fn/deploy${pathname}`, { method, headers, body });
  const text = await res.text();
  let answer;
  try {
    answer = text ? JSON.parse(text) : {};
  } catch {
    answer = { error: { message: text.slice(0, 300) } };
  }
  if (!res.ok) {
    const error = new Error(`${method} /fn/deploy${pathname}: ${res.status} ${answer.error?.message ?? text.slice(0, 300)}`);
    error.status = res.status;
    throw error;
  }
  return answer;
}

/** Uploads every file of the build (already stored ones are checked, not rewritten), a few at a time. */
async function upload(target, current, distDir) {
  const folder = versionFolder(current, distDir);
  const queue = [...current.files];
  let stored = 0;
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const bytes = readFileSync(path.join(folder, file));
      const pathname = `/files/${current.name}/${current.version}/${file.split('/').map(encodeURIComponent).join('/')}`;
      const answer = await call(target, pathname, { method: 'PUT', body: bytes, type: 'application/octet-stream' });
      if (answer.stored) stored += 1;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return stored;
}

/**
 * Publishes one build: its version folder, then one atomic change of the map (the server checks the files hash to
 * the version and that every import in the map still links). target: { baseUrl, token, env }.
 */
export async function deployBuild(target, current, { distDir } = {}) {
  const stored = await upload(target, current, distDir);
  const state = await call(target, `/${target.env}/${encodeURIComponent(deploymentOf(current))}/releases`, {
    method: 'POST',
    body: JSON.stringify(current),
    type: 'application/json',
  });
  return { ...state, stored, files: current.files.length };
}

/** Publishes several builds in one map change (all or none): for what only links together, and the local stacks. */
export async function deployBuilds(target, currents) {
  let stored = 0;
  for (const current of currents) stored += await upload(target, current);
  const { deployments } = await call(target, `/${target.env}/releases`, {
    method: 'POST',
    body: JSON.stringify({ releases: currents }),
    type: 'application/json',
  });
  return { deployments, stored };
}

export function rollbackDeployment(target, deployment) {
  return call(target, `/${target.env}/${encodeURIComponent(deployment)}/rollback`, { method: 'POST' });
}

export function listDeployments(target) {
  return call(target, `/${target.env}`);
}

/** Deploy order on an empty environment, one package at a time: what others import comes first. */
export const deployOrder = ['root-config', 'platform', 'mf-landing', 'mf-provider', 'mf-client', 'mf-public'];
