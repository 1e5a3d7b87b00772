/** `npx jest` from the root runs every unit and integration project; scripts/test.mjs adds the browser journeys. */
module.exports = {
  projects: ['domain', 'platform', 'mf-landing', 'mf-provider', 'mf-client', 'mf-public', 'functions'].map((d) => `<rootDir>/${d}`),
};
