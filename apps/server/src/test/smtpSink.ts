import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface SmtpMessage {
  from: string;
  to: string[];
  /** The raw message as the server received it (headers and encoded body). */
  data: string;
}

export interface SmtpSink {
  port: number;
  messages: SmtpMessage[];
  /** The first message (already received or still to come) that matches, or a rejection after the timeout. */
  waitFor(match: (m: SmtpMessage) => boolean, timeoutMs?: number): Promise<SmtpMessage>;
  stop(): Promise<void>;
}

const script = fileURLToPath(new URL('./smtp-sink.mjs', import.meta.url));

/** Starts smtp-sink.mjs as a child process: a real SMTP peer on 127.0.0.1. */
export function startSmtpSink(): Promise<SmtpSink> {
  const child: ChildProcess = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const messages: SmtpMessage[] = [];
  const waiters = new Set<() => void>();
  return new Promise((resolve, reject) => {
    const failStart = setTimeout(() => reject(new Error('smtp-sink did not start within 10 s')), 10_000);
    child.once('error', reject);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const event = JSON.parse(line) as { type: string; port?: number } & SmtpMessage;
      if (event.type === 'listening') {
        clearTimeout(failStart);
        resolve(sink(event.port!));
      } else if (event.type === 'message') {
        messages.push({ from: event.from, to: event.to, data: event.data });
        for (const wake of waiters) wake();
      }
    });
  });

  function sink(port: number): SmtpSink {
    return {
      port,
      messages,
      waitFor(match, timeoutMs = 5000) {
        return new Promise((resolve, reject) => {
          const check = () => {
            const found = messages.find(match);
            if (!found) return;
            clearTimeout(timer);
            waiters.delete(check);
            resolve(found);
          };
          const timer = setTimeout(() => {
            waiters.delete(check);
            reject(new Error('no matching message reached the SMTP server'));
          }, timeoutMs);
          waiters.add(check);
          check();
        });
      },
      stop() {
        if (child.exitCode !== null) return Promise.resolve();
        return new Promise((done) => {
          child.once('exit', () => done());
          child.kill('SIGTERM');
        });
      },
    };
  }
}

/** Decodes a quoted-printable body, as nodemailer may encode the text part. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
