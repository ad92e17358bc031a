import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; from: string; subject: string; text: string };

/** A real SMTP server on a free loopback port that keeps what it receives, for tests. */
export async function startSmtpReceiver() {
  const inbox: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
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
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** The newest mail to `address`, waiting for it to arrive if need be. */
  async function waitFor(address: string, timeoutMs = 5_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = inbox.findLast((m) => m.to.includes(address.toLowerCase()));
      if (mail) return mail;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
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
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
