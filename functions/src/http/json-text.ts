/** A handler's answer already serialised as JSON (a cached one as UTF-8 bytes): written as is, without a second stringify. */
export class JsonText {
  constructor(readonly json: string | Buffer) {}
}
