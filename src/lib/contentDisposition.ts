/**
 * RFC 5987 encoding of a header parameter value: encodeURIComponent leaves `'()*!` as they
 * are, which the ext-value syntax does not allow.
 */
const encodeRfc5987 = (value: string): string =>
  encodeURIComponent(value).replace(/['()*!]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)

/** `attachment; filename*=UTF-8''…`: a download whose (possibly Chinese) name survives intact. */
export const attachmentDisposition = (filename: string): string =>
  `attachment; filename*=UTF-8''${encodeRfc5987(filename)}`
