/** A real SMTP server on loopback (smtp-server) that keeps what it receives, parsed with mailparser. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface MailServer {
  readonly port: number;
  readonly received: ParsedMail[];
  /** Answer every message with this SMTP error (e.g. 451 or 550) instead of taking it. */
  refuseWith?: number;
  close(): Promise<void>;
}

/** Listens on `port` (a free one by default); `started` collects it for the caller to close. */
export async function mailServer(started: MailServer[], port = 0): Promise<MailServer> {
  const received: ParsedMail[] = [];
  const state: MailServer = { port: 0, received, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      if (state.refuseWith) {
        stream.resume();
        stream.on('end', () => done(Object.assign(new Error('Mailbox busy'), { responseCode: state.refuseWith })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  Object.assign(state, {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  started.push(state);
  return state;
}
