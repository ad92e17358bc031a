// The benchmark's baseline, in a process of its own so its CPU is measured apart from the
// bench's: a bare node:http server answering, from memory, the bytes it was given for each path.
// Usage: node baseline-server.mjs <answers.json>, where the file maps a path to {type, body};
// prints its port.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answers = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const fallback = Object.values(answers)[0];
const server = createServer((req, res) => {
  const { type, body } = answers[req.url.split('?')[0]] ?? fallback;
  res.writeHead(200, { 'content-type': type }).end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
