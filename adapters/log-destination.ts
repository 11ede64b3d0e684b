import pino from 'pino';

/**
 * Where the server's log lines go: a file descriptor (standard output by default), written in the background and in
 * batches: lines gather in memory, up to 4 KB or a tenth of a second, and go out in one write instead of one write
 * each (the access log line of every request is the most frequent). Whatever is gathered is written before the
 * process exits: pino flushes the destination on exit, and main.ts flushes it when it shuts down.
 *
 * The lines are handed over as bytes. Given text, the destination measures everything it has gathered so far on
 * every line it adds (up to 16 KB re-read and copied for each line, about 2 us of every request's CPU under load);
 * given bytes, it adds up their lengths.
 */
export function logDestination(fd = 1): ReturnType<typeof pino.destination> {
  const destination = pino.destination({
    dest: fd,
    sync: false,
    minLength: 4096,
    periodicFlush: 100,
    contentMode: 'buffer',
  });
  // In 'buffer' mode the destination's own write takes bytes, though its type still says text.
  const writeBytes = destination.write.bind(destination) as unknown as (bytes: Buffer) => boolean;
  destination.write = (line: string) => writeBytes(Buffer.from(line));
  return destination;
}
