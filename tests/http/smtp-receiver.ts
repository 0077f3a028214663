/** A real SMTP server for the tests (the smtp-server package): what the site sends, parsed. */
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "#test/server.ts";

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
  const listenPort = port ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(listenPort, "127.0.0.1", resolve));
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
