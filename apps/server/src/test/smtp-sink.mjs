// A real SMTP server for mail tests, run as a child process: it listens on 127.0.0.1 on a free
// port, accepts every message, and prints one JSON line per event on stdout:
//   {"type":"listening","port":N}
//   {"type":"message","from":"...","to":["..."],"data":"<the raw message>"}
import { SMTPServer } from 'smtp-server';

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const line = {
        type: 'message',
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        data: Buffer.concat(chunks).toString('utf8'),
      };
      process.stdout.write(`${JSON.stringify(line)}\n`);
      callback();
    });
  },
});

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ type: 'listening', port: server.server.address().port })}\n`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
