/** The charset a Content-Type header declares, lowercased, or undefined when it names none. */
export function declaredCharset(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
}

/** JSON bodies are UTF-8 (RFC 8259): no charset, or utf-8. */
export const isUtf8 = (charset: string | undefined) => charset === undefined || charset === 'utf-8' || charset === 'utf8';
