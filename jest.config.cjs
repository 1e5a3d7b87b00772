/** `npx jest` from the root runs every unit and integration project; scripts/test.mjs adds the browser journeys. */
module.exports = {
  // jest takes the timeout from the global config: a project's `testTimeout` (functions) is ignored in a
  // multi-project run, which left every hook at 5 s on a busy machine.
  testTimeout: 30000,
  projects: ['domain', 'platform', 'mf-landing', 'mf-provider', 'mf-client', 'mf-public', 'functions'].map((d) => `<rootDir>/${d}`),
};
