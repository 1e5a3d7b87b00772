/**
 * What a visitor's browser proves about itself, read from its signed cookie by the HTTP layer
 * (http/visitor-cookie.ts): a use case trusts it because nobody but the server can write it.
 */
export interface Visitor {
  /** The email given to each public page, by the page's public id. */
  emails: Readonly<Record<string, string>>;
  /** Public ids of the basket quotes this browser created: the only ones it may read. */
  quotes: readonly string[];
}

export const NEW_VISITOR: Visitor = { emails: {}, quotes: [] };
