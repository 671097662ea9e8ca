/** The Node flags a Lessor server runs with (server-node-flags.mjs). */
export declare const serverNodeFlags: readonly string[];
