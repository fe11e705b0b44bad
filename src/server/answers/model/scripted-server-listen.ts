import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Starts a scripted test server on a free loopback port; its base URL ends in /v1 like the real services'. */
export async function listenOnLoopback(server: Server): Promise<{ url: string; close: () => Promise<void> }> {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
