// The server's entry. PostgreSQL needs about half a second to get ready, and loading the server's own code
// takes about as long: so this entry loads nothing but Node's own modules, spawns the embedded PostgreSQL
// (when its folder is initialised) and only then loads the server, which takes the running PostgreSQL over.
import { launchPostgresEarly } from "./db/early-postgres.js";
import { loadPg } from "./db/load-pg.js";

await launchPostgresEarly();
await loadPg();
const { runServer } = await import("./run-server.js");
runServer();
