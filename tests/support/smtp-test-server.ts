// A real SMTP server for fault tests (smtp-server, the server half of nodemailer's project), whose
// replies a test scripts: a 451 or a 550 to a recipient, and a plug to pull. It sits behind a TCP
// relay that a test can cut, so the sender meets what it meets when a provider goes away: connections
// dropped in the middle of a message, then refused, until the plug goes back in. A message counts as
// received only once the server has answered 250 to it.
import { createServer, Socket, type Server } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** A scripted reply to one RCPT TO: `undefined` accepts it. */
export type RcptReply = { code: number; message: string } | undefined;

export interface SmtpTestServer {
  /** smtp://127.0.0.1:PORT, the address to send to (the relay's). */
  uri: string;
  /** Every message answered 250, parsed, in order. */
  received: ParsedMail[];
  /** RCPT TO commands seen, accepted or not. */
  rcptCount: number;
  /** Decides the reply to each RCPT TO (the default accepts everything). */
  onRcpt: (address: string, count: number) => RcptReply;
  /**
   * Called as each message's data has come in (`count`: messages whose data came so far), before
   * the 250: a test may pull the plug there.
   */
  beforeAccept: (count: number) => void;
  /** Forgets what came, and accepts everything again: for the next test. */
  reset(): void;
  /** Cuts every connection and refuses new ones. */
  pullPlug(): void;
  /** Accepts connections again, on the same port. */
  plugIn(): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const sockets = new Set<Socket>();
  let up = true;
  let dataCount = 0;
  const state: SmtpTestServer = {
    uri: '',
    received: [],
    rcptCount: 0,
    onRcpt: () => undefined,
    beforeAccept: () => undefined,
    reset,
    pullPlug,
    plugIn,
    close,
  };

  function reset() {
    state.received = [];
    state.rcptCount = 0;
    state.onRcpt = () => undefined;
    state.beforeAccept = () => undefined;
    dataCount = 0;
  }
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      state.rcptCount += 1;
      const reply = state.onRcpt(address.address, state.rcptCount);
      if (!reply) return callback();
      callback(Object.assign(new Error(reply.message), { responseCode: reply.code }));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        dataCount += 1;
        state.beforeAccept(dataCount);
        // Pulled: the sender never hears a 250, so the message was not delivered.
        if (!up) return;
        void simpleParser(Buffer.concat(chunks)).then((mail) => {
          if (!up) return;
          state.received.push(mail);
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;

  // The relay: each connection piped to the server, every one of them cut when the plug is pulled.
  const relay = (): Server =>
    createServer((client) => {
      const upstream = new Socket();
      sockets.add(client).add(upstream);
      const forget = () => sockets.delete(client) && sockets.delete(upstream);
      client.on('close', forget).on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      upstream.connect(smtpPort, '127.0.0.1', () => {
        client.pipe(upstream);
        upstream.pipe(client);
      });
    });
  let server = relay();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  state.uri = `smtp://127.0.0.1:${port}`;

  function pullPlug() {
    if (!up) return;
    up = false;
    server.close();
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  }

  async function plugIn() {
    server = relay();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    up = true;
  }

  async function close() {
    pullPlug();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }

  return state;
}
