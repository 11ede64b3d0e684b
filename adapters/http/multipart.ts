import Busboy, { type BusboyFileStream, type BusboyHeaders } from '@fastify/busboy';
import type { Context } from 'koa';
import { HttpError } from './errors.ts';

/** A file part as it came: its place among the files, the name it was sent with, and its bytes. */
export interface Upload {
  readonly position: number;
  readonly fileName: string;
  readonly bytes: Buffer;
}

/**
 * A write that also takes multipart/form-data: one text part holding the JSON object the route's body schema
 * validates, and up to `maxFiles` file parts of at most `maxFileBytes` each.
 */
export interface MultipartRule {
  readonly jsonPart: string;
  readonly filePart: string;
  readonly maxFiles: number;
  readonly maxFileBytes: number;
  readonly tooMany: () => Error;
  readonly tooLarge: (position: number, fileName: string) => Error;
}

/** The JSON part is held to the limit of a JSON body. */
const JSON_PART_MAX = 64 * 1024;
/** Room for the part headers and boundaries around the largest allowed content. */
const FRAMING_MAX = 64 * 1024;

const malformed = () => new HttpError(400, 'The form could not be read: send it as multipart/form-data');

/**
 * Reads a multipart body as it streams in, holding no more than the limits allow: a body declaring more than the
 * largest allowed form is refused before any of it is read, a file is cut off at its limit, and a body that keeps
 * coming past the largest allowed form is refused there. After a refusal the rest of the body is read and dropped, so
 * the client, still sending, gets the answer instead of a broken connection (the server's timeouts bound a client
 * that never stops).
 */
export function readMultipart(ctx: Context, rule: MultipartRule): Promise<{ json: unknown; files: Upload[] }> {
  const cap = rule.maxFiles * rule.maxFileBytes + JSON_PART_MAX + FRAMING_MAX;
  const tooLargeBody = () =>
    new HttpError(
      413,
      `The form is too large: it may carry at most ${rule.maxFiles} files of ${rule.maxFileBytes / 1024 / 1024} MB each`,
    );
  if (Number(ctx.get('content-length') || 0) > cap) {
    ctx.set('Connection', 'close');
    return Promise.reject(tooLargeBody());
  }
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: ctx.req.headers as BusboyHeaders,
      limits: {
        fields: 1,
        files: rule.maxFiles,
        parts: rule.maxFiles + 2,
        fileSize: rule.maxFileBytes,
        fieldSize: JSON_PART_MAX,
        fieldNameSize: 100,
        headerPairs: 20,
      },
    });
  } catch {
    return Promise.reject(malformed());
  }
  const unexpected = () =>
    new HttpError(
      400,
      `The form may carry one "${rule.jsonPart}" part and up to ${rule.maxFiles} "${rule.filePart}" files, nothing else`,
    );

  return new Promise((resolve, reject) => {
    const files: Upload[] = [];
    let json: string | undefined;
    let refusal: Error | undefined;
    let received = 0;
    let openFiles = 0;
    let filesSeen = 0;
    let parsed = false;
    let settled = false;
    const refuse = (error: Error) => {
      refusal ??= error;
    };
    const settle = () => {
      if (settled || !parsed || openFiles > 0) return;
      settled = true;
      if (refusal) return reject(refusal);
      if (json === undefined) return resolve({ json: undefined, files });
      try {
        resolve({ json: JSON.parse(json) as unknown, files });
      } catch {
        reject(new HttpError(400, `The "${rule.jsonPart}" part is not valid JSON`));
      }
    };
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      ctx.req.unpipe(parser);
      ctx.req.resume();
      reject(refusal ?? error);
    };

    ctx.req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      // Past the largest allowed form the answer goes out while the rest is read and dropped: closing at once, with
      // the client's bytes still arriving, would reset the connection and lose the answer.
      if (received > cap) fail(tooLargeBody());
    });
    ctx.req.on('aborted', () => fail(malformed()));
    ctx.req.on('error', () => fail(malformed()));
    parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (name !== rule.jsonPart) return refuse(unexpected());
      if (valueTruncated) return refuse(new HttpError(413, `The "${rule.jsonPart}" part is too large`));
      json = value;
    });
    parser.on('file', (name: string, stream: BusboyFileStream, fileName: string) => {
      openFiles++;
      const chunks: Buffer[] = [];
      const wanted = name === rule.filePart;
      const position = wanted ? ++filesSeen : 0;
      if (!wanted) refuse(unexpected());
      stream.on('data', (chunk: Buffer) => {
        if (wanted && !refusal) chunks.push(chunk);
      });
      stream.on('limit', () => refuse(rule.tooLarge(position, fileName)));
      stream.on('end', () => {
        openFiles--;
        const bytes = Buffer.concat(chunks);
        // What a browser sends for a file input left empty: no name, no content. It is no file at all.
        if (wanted && !fileName && bytes.length === 0) filesSeen--;
        else if (wanted && !refusal && !stream.truncated) files.push({ position, fileName, bytes });
        settle();
      });
    });
    parser.on('filesLimit', () => refuse(rule.tooMany()));
    parser.on('fieldsLimit', () => refuse(unexpected()));
    parser.on('partsLimit', () => refuse(unexpected()));
    parser.on('error', () => fail(malformed()));
    parser.on('finish', () => {
      parsed = true;
      settle();
    });
    ctx.req.pipe(parser);
  });
}
