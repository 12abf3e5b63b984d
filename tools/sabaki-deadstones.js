// Runs @sabaki/deadstones on boards read as JSON lines from stdin:
// {"rows": ["XO.", ...], "iterations": 100} -> {"dead": ["D4", ...], "ms": 12.3}.
// Usage: node tools/sabaki-deadstones.js PATH/TO/node_modules/@sabaki/deadstones
const deadstones = require(process.argv[2]);
const readline = require('readline');

const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

async function main() {
  const lines = readline.createInterface({ input: process.stdin });
  for await (const line of lines) {
    if (!line.trim()) continue;
    const { rows, iterations } = JSON.parse(line);
    const data = rows.map(row => [...row].map(c => (c === 'X' ? 1 : c === 'O' ? -1 : 0)));
    const start = process.hrtime.bigint();
    const dead = await deadstones.guess(data, { finished: true, iterations });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    const size = rows.length;
    const vertices = dead.map(([x, y]) => COLUMNS[x] + (size - y));
    process.stdout.write(JSON.stringify({ dead: vertices, ms }) + '\n');
  }
}

main();
