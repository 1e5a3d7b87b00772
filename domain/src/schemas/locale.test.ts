import fc from 'fast-check';
import * as yup from 'yup';
import * as domain from '../index';
import { frenchLocale } from './locale';

/** Words of yup's English defaults ("this must be a `object` type", "t must be at most 200 characters"). */
const ENGLISH = /\b(must|required|field|type|characters|least|most|valid|this)\b|`/i;
const SENTINEL = 'zq-écho-7731';

const objectSchemas = Object.entries(domain).flatMap(([name, value]): [string, yup.AnyObjectSchema][] =>
  yup.isSchema(value) && (value as yup.Schema).type === 'object' ? [[name, value as yup.AnyObjectSchema]] : [],
);

async function messagesFor(schema: yup.AnyObjectSchema, value: unknown): Promise<string[]> {
  try {
    await schema.validate(value, { abortEarly: false, stripUnknown: true });
    return [];
  } catch (e) {
    if (e instanceof yup.ValidationError) return [...e.errors, ...e.inner.flatMap((i) => i.errors)];
    if (e instanceof TypeError) return []; // answered 'Données invalides' by the API (http/route.ts)
    throw e;
  }
}

test('every yup default message has a French replacement', () => {
  for (const [group, entries] of Object.entries(yup.defaultLocale)) {
    expect(Object.keys(frenchLocale[group as keyof typeof frenchLocale]).sort()).toEqual(Object.keys(entries as object).sort());
  }
});

test("yup's defaults are French once the domain is loaded, and never repeat the value", async () => {
  const cases: [yup.AnySchema, unknown][] = [
    [yup.object({ a: yup.string() }), [SENTINEL]],
    [yup.object({ a: yup.string() }), SENTINEL],
    [yup.object({ a: yup.string().max(3) }), { a: SENTINEL }],
    [yup.object({ a: yup.number() }), { a: SENTINEL }],
    [yup.object({ a: yup.number().max(3) }), { a: 4 }],
    [yup.object({ a: yup.boolean() }), { a: SENTINEL }],
    [yup.object({ a: yup.array(yup.string()).min(2) }), { a: [SENTINEL] }],
    [yup.object({ a: yup.string().email() }), { a: SENTINEL }],
    [yup.object({ a: yup.string().required() }), {}],
  ];
  for (const [schema, value] of cases) {
    const error = await schema.validate(value, { abortEarly: false }).then(() => null, (e: yup.ValidationError) => e);
    expect(error).toBeInstanceOf(yup.ValidationError);
    for (const message of error!.errors) {
      expect(message).not.toMatch(ENGLISH);
      expect(message).not.toContain(SENTINEL);
    }
  }
  expect((await yup.object({ t: yup.string().max(200) }).validate({ t: 'x'.repeat(201) }).then(() => null, (e: Error) => e))?.message).toBe(
    'Ce champ ne doit pas dépasser 200 caractères',
  );
});

test(`the domain's ${objectSchemas.length} object schemas answer any JSON in French, without echoing it`, async () => {
  expect(objectSchemas.length).toBeGreaterThan(10);
  const leaf = fc.oneof(fc.constant(SENTINEL), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(''));
  const json = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 4 }), tie('value'), { maxKeys: 3 })),
  })).value;
  for (const [, schema] of objectSchemas) {
    const fields = Object.keys(schema.fields);
    const body = fc.oneof(
      json,
      fc.record(Object.fromEntries(fields.map((f) => [f, json])), { requiredKeys: [] }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        for (const message of await messagesFor(schema, value)) {
          expect(message).not.toMatch(ENGLISH);
          expect(message).not.toContain(SENTINEL);
        }
      }),
      { numRuns: 150 },
    );
  }
});
