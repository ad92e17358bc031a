import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { scaled } from './machine';

export type ReceivedMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  /** Files sent with it: a receipt's PDF. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

/**
 * A real SMTP server on a loopback port that keeps what it receives, for tests: a free port, or
 * `port` to bring a mail server back where the portal was told it is.
 */
export async function startSmtpReceiver(options: { port?: number } = {}) {
  const inbox: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  // A closed SMTPServer answers 421 ever after, so `resume` listens with a new one.
  const newServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (parsed) => {
            inbox.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              attachments: parsed.attachments.map((file) => ({
                filename: file.filename ?? '',
                contentType: file.contentType,
                content: file.content,
              })),
            });
            waiters.splice(0).forEach((wake) => wake());
            callback();
          },
          (err: Error) => callback(err),
        );
      },
    });
  const listen = async (at: number) => {
    const listening = newServer();
    await new Promise<void>((resolve) => listening.listen(at, '127.0.0.1', resolve));
    return listening;
  };
  let server = await listen(options.port ?? 0);
  const { port } = server.server.address() as AddressInfo;

  /** The mails received for `address`, oldest first. */
  const mailsTo = (address: string) => inbox.filter((m) => m.to.includes(address.toLowerCase()));

  /**
   * The newest mail to `address` once it has received more than `after` mails, waiting if need be:
   * mail goes out in the background, so a test counts what it had before the action that sends.
   */
  async function waitFor(
    address: string,
    { after = 0, timeoutMs = scaled(5_000) }: { after?: number; timeoutMs?: number } = {},
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = mailsTo(address);
      if (mails.length > after) return mails.at(-1)!;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No mail ${after + 1} to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    inbox,
    mailsTo,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Listens again on the same port after `close()`, keeping what it received: SMTP is back. */
    resume: async () => {
      server = await listen(port);
    },
  };
}
