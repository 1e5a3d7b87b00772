/** A handler's answer already serialised as JSON (a cached one, UTF-8 bytes): written as is, without a second stringify. */
export class JsonText {
  constructor(readonly bytes: Buffer) {}
}
