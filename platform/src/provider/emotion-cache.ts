import createCache from '@emotion/cache';

// One cache for the whole page: every app's PlatformProvider shares it, so styles are inserted once.
export const emotionCache = createCache({ key: 'devis' });
