import * as yup from 'yup';
import { plural } from '../plural';

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const n = (value: unknown) => (typeof value === 'number' ? number.format(value) : String(value));

/** yup's `notType` message per type: what a field of the wrong type answers. */
export const TYPE_EXPECTED = {
  string: 'Texte attendu',
  number: 'Nombre attendu',
  boolean: 'Valeur oui/non attendue',
  date: 'Date invalide',
  object: 'Objet attendu',
  array: 'Liste attendue',
} as const;

/**
 * French defaults for every yup message, set before any schema is made (schemas/messages.ts imports this
 * first), so that an English default never reaches a user. None of them repeats the value that was sent:
 * an answer must never echo the request (a password sent as text, say).
 */
export const frenchLocale: Required<{ [K in keyof yup.LocaleObject]: Required<NonNullable<yup.LocaleObject[K]>> }> = {
  mixed: {
    default: 'Valeur invalide',
    required: 'Ce champ est requis',
    defined: 'Ce champ est requis',
    notNull: 'Ce champ est requis',
    oneOf: 'Valeur non autorisée',
    notOneOf: 'Valeur non autorisée',
    notType: ({ type }: { type?: string }) => (TYPE_EXPECTED as Record<string, string>)[type ?? ''] ?? 'Valeur invalide',
  },
  string: {
    length: ({ length }: { length: number }) => `Ce champ doit contenir exactement ${n(length)} caractères`,
    min: ({ min }: { min: number }) => `Ce champ doit contenir au moins ${n(min)} caractères`,
    max: ({ max }: { max: number }) => `Ce champ ne doit pas dépasser ${n(max)} caractères`,
    matches: 'Format invalide',
    email: 'Adresse email invalide',
    url: 'Adresse web invalide',
    uuid: 'Identifiant invalide',
    datetime: 'Date et heure invalides',
    datetime_precision: 'Date et heure invalides',
    datetime_offset: 'Date et heure invalides',
    trim: 'Ce champ ne doit pas commencer ni finir par un espace',
    lowercase: 'Ce champ doit être en minuscules',
    uppercase: 'Ce champ doit être en majuscules',
  },
  number: {
    min: ({ min }: { min: number }) => `La valeur doit être supérieure ou égale à ${n(min)}`,
    max: ({ max }: { max: number }) => `La valeur doit être inférieure ou égale à ${n(max)}`,
    lessThan: ({ less }: { less: number }) => `La valeur doit être inférieure à ${n(less)}`,
    moreThan: ({ more }: { more: number }) => `La valeur doit être supérieure à ${n(more)}`,
    positive: 'La valeur doit être positive',
    negative: 'La valeur doit être négative',
    integer: 'La valeur doit être un nombre entier',
  },
  date: {
    min: 'Date trop ancienne',
    max: 'Date trop éloignée',
  },
  object: {
    noUnknown: 'Champs non autorisés',
    exact: 'Champs non autorisés',
  },
  array: {
    min: ({ min }: { min: number }) => `Au moins ${n(min)} ${plural(min, 'élément attendu', 'éléments attendus')}`,
    max: ({ max }: { max: number }) => `Au plus ${n(max)} éléments`,
    length: ({ length }: { length: number }) => `Exactement ${n(length)} éléments attendus`,
  },
  boolean: {
    isValue: 'Valeur invalide',
  },
  tuple: {
    notType: 'Valeur invalide',
  },
};

yup.setLocale(frenchLocale as yup.LocaleObject);
