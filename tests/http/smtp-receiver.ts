/** A real SMTP server for the tests (the smtp-server package): what the site sends, parsed. */
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

/** An SMTP server on loopback that keeps what it receives; `hold` makes it wait before accepting a message. */
export async function smtpReceiver(port?: number) {
  const received: ParsedMail[] = [];
  let hold: Promise<void> = Promise.resolve();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        void hold.then(async () => {
          received.push(await simpleParser(Buffer.concat(chunks)));
          callback();
        });
      });
    },
  });
  // Port 0 where the test names none: the kernel's choice, which no test beside this one can take meanwhile.
  await new Promise<void>((resolve) => server.listen(port ?? 0, "127.0.0.1", resolve));
  const listenPort = (server.server.address() as AddressInfo).port;
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    port: listenPort,
    received,
    stop,
    holdUntil(release: Promise<void>) {
      hold = release;
    },
  };
}
