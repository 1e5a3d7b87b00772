import { defineSecret } from 'firebase-functions/params';

/** Production deploy credentials (deploy-tokens.ts); the emulator reads DEPLOY_TOKENS from functions/.env.<project>. */
export const deployTokensSecret = defineSecret('DEPLOY_TOKENS');
