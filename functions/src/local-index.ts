/**
 * The functions of the local stack (`node build.mjs --local`, used by npm start and npm test): every
 * deployed function, plus `outbox`, which must never be deployed (it lists every mail, capability links
 * included).
 */
// First: before firebase-functions' HTTP triggers load firebase-admin's Auth.
import './firebase/jwks-stand-in';
import { onRequest } from 'firebase-functions/v2/https';
import { lazy } from './lazy-app';
import { mailerKind, outboxDir } from './mail/create-mailer';

export * from './index';

export const outbox = onRequest(lazy(() => (require('./outbox/outbox-app') as typeof import('./outbox/outbox-app')).createOutboxApp({ enabled: mailerKind(process.env) === 'outbox', dir: outboxDir(process.env) })));
