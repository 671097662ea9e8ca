#!/usr/bin/env node
// The `lessor` command. Lessor runs on Node 24, which runs its TypeScript sources directly.
const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  process.stderr.write(
    `lessor: Node 24 or later is needed (this is ${process.version}); run it through npx or npm scripts\n`,
  );
  process.exit(1);
}
const { main } = await import('../src/cli/main.ts');
await main(process.argv.slice(2));
