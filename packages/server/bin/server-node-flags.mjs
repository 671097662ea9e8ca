// The Node flags a Lessor server runs with. V8 sizes the young generation from the machine's
// memory (64 MB semi-spaces on a 24 GB machine), so under load the garbage of requests grows the
// heap well past what the server needs; 16 MB keeps a loaded server about 40 MB smaller, for a few
// more minor collections (bench/README.md, contract lists at scale).
export const serverNodeFlags = ['--max-semi-space-size=16'];
