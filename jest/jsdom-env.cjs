/** jsdom plus the Node globals that firebase/auth's node build expects (see ENVIRONMENT.md). */
const JsdomEnvironment = require('jest-environment-jsdom').default ?? require('jest-environment-jsdom');

class DevisJsdomEnvironment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    for (const name of ['fetch', 'Headers', 'Request', 'Response', 'TextEncoder', 'TextDecoder', 'structuredClone', 'ReadableStream', 'AbortController']) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}
module.exports = DevisJsdomEnvironment;
