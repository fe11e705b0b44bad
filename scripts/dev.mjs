// Development: the API server with reload on one port, Vite with hot reload on 5173 proxying /api to it.
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "5001";
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, HOST: "127.0.0.1", NODE_ENV: "development" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit", env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
