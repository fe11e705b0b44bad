/** Bundles the server; resolves to the file written (default dist/server/main.js). */
export function buildServer(outfile?: string): Promise<string>;
