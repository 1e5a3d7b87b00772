import { defineSecret } from 'firebase-functions/params';

/** Bound to every function that sends mail (`secrets: [sendgridApiKey]`); read only when MAILER=sendgrid. */
export const sendgridApiKey = defineSecret('SENDGRID_API_KEY');
