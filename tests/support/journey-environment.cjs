const { TestEnvironment } = require('jest-environment-node');

/**
 * The journeys' environment: when a test fails, what each open page shows (its URL, heading, dialogs and
 * alerts, and a screenshot in tests/.artifacts) is added to the failure, so a failure in CI says what was on
 * screen, not only what did not appear. The pages come from tests/support/browser.ts (`describeOpenPages`).
 */
class JourneyEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure' || !event.error || typeof event.error !== 'object') return;
    const describe = this.global.__describeOpenPages;
    if (typeof describe !== 'function') return;
    let screens;
    try {
      screens = await describe(event.test.name);
    } catch (e) {
      screens = [`(could not read the pages: ${e && e.message})`];
    }
    if (screens.length === 0) return;
    const lines = screens.map((s) => `Screen: ${s}`).join('\n');
    const { error } = event;
    const message = String(error.message ?? '');
    error.message = `${message}\n${lines}`;
    if (typeof error.stack === 'string') error.stack = error.stack.includes(message) ? error.stack.replace(message, error.message) : `${lines}\n${error.stack}`;
  }
}

module.exports = JourneyEnvironment;
