// @ts-check
/**
 * The Universal Sentence Encoder (lite) computed layer by layer from its own weights, instead of by running its
 * TensorFlow graph node by node (decision 035). The graph spends about four milliseconds a question on some 250
 * small operations that handle batches and padding; a question is one sentence without padding, so its work is
 * a dozen matrix products on TensorFlow.js' WebAssembly kernels and a few dozen small operations. The numbers
 * are the graph's, to rounding (a test compares them sentence by sentence), including its quirks:
 * - the token embeddings are added twice before the timing signal (the graph adds the embedded tokens to a copy
 *   of themselves that already carries the timing signal);
 * - a sentence is cut after 128 tokens.
 * A sentence with a token the vocabulary does not know (id 0: an emoji, another script) is the graph's to encode:
 * the graph treats that token as padding in a way of its own, and such sentences are rare. The pass returns null
 * for it, and for a sentence without tokens (which the graph refuses).
 *
 * CommonJS, because it runs in the encoder's worker thread as it is written (no TypeScript loader there).
 */

const HEADS = 4;

/**
 * @param {{ weights: Record<string, { dataSync(): ArrayLike<number>, shape: number[] }[]> }} graphModel
 * @param {any} tf the TensorFlow.js core that loaded the model
 * @returns {(ids: number[]) => Float32Array | null}
 */
function forwardPass(graphModel, tf) {
  const names = Object.keys(graphModel.weights);
  /** @param {string} suffix */
  const weight = (suffix) => {
    const found = names.filter((name) => name.endsWith(suffix));
    if (found.length !== 1) throw new Error(`The encoder's weight ${suffix} was found ${found.length} times`);
    const tensor = graphModel.weights[/** @type {string} */ (found[0])]?.[0];
    if (!tensor) throw new Error(`The encoder's weight ${suffix} is empty`);
    return tensor;
  };
  /** @param {string} suffix */
  const number = (suffix) => Number(weight(suffix).dataSync()[0]);
  /** @param {any} t a convolution's 1×1 kernel as a plain matrix */
  const matrix = (t) => (t.shape.length === 4 ? tf.reshape(t, [t.shape[2], t.shape[3]]) : t);
  /** @param {number} layer @param {string} path */
  const at = (layer, path) => `Layer_${layer}/TransformerLayer/${path}`;
  const norm = "layer_prepostprocess/layer_norm/layer_norm_";
  const layers = [0, 1].map((l) => ({
    attentionNorm: [
      weight(at(l, `${norm}scale/ConcatPartitions/concat`)),
      weight(at(l, `${norm}bias/ConcatPartitions/concat`)),
    ],
    qkv: [
      matrix(weight(at(l, "MultiheadAttention/qkv_transform_single/kernel/part_0"))),
      weight(at(l, "MultiheadAttention/qkv_transform_single/bias/ConcatPartitions/concat")),
    ],
    output: [
      matrix(weight(at(l, "MultiheadAttention/output_transform_single/kernel/part_0"))),
      weight(at(l, "MultiheadAttention/output_transform_single/bias/ConcatPartitions/concat")),
    ],
    scale: number(at(l, "MultiheadAttention/mul/y")),
    // The first layer widens 256 numbers to 512: its residual goes through a dense layer of its own.
    residual:
      l === 0
        ? [
            weight(at(0, "dense/kernel/ConcatPartitions/concat")),
            weight(at(0, "dense/bias/ConcatPartitions/concat")),
          ]
        : null,
    ffnNorm: [
      weight(at(l, `FFN/${norm}scale/ConcatPartitions/concat`)),
      weight(at(l, `FFN/${norm}bias/ConcatPartitions/concat`)),
    ],
    ffn1: [
      weight(at(l, "FFN/conv1/Tensordot/Reshape_1")),
      weight(at(l, "FFN/conv1/bias/ConcatPartitions/concat")),
    ],
    ffn2: [
      weight(at(l, "FFN/conv2/Tensordot/Reshape_1")),
      weight(at(l, "FFN/conv2/bias/ConcatPartitions/concat")),
    ],
  }));
  const epsilon = number("Layer_1/TransformerLayer/FFN/layer_prepostprocess/layer_norm/Cast/x");
  const maxLength = number("ClipToMaxLength/Less/y");
  const embeddings = weight("module/Embeddings_en");
  const timescales = weight("AddTimingSignal/TimingSignal/ExpandDims_1");
  const tanhLayer = [weight("tanh_layer_0/weights"), weight("tanh_layer_0/bias")];
  const smallest = number("l2_normalize/Maximum/y");

  /** @param {any} x @param {any[]} scaleAndBias */
  const layerNorm = (x, [scale, bias]) => {
    const { mean, variance } = tf.moments(x, -1, true);
    return tf.add(tf.mul(tf.mul(tf.sub(x, mean), tf.rsqrt(tf.add(variance, epsilon))), scale), bias);
  };
  /** @param {any} x @param {any[]} weightAndBias @param {string} [activation] */
  const dense = (x, [w, bias], activation) => tf.fused.matMul({ a: x, b: w, bias, activation });

  return (allIds) => {
    const ids = allIds.slice(0, maxLength);
    const n = ids.length;
    if (n === 0 || ids.some((id) => id <= 0)) return null;
    return tf.tidy(() => {
      const tokens = tf.gather(embeddings, tf.tensor1d(ids, "int32"));
      const angles = tf.mul(tf.reshape(tf.range(0, n, 1, "float32"), [n, 1]), timescales);
      let x = tf.add(tf.add(tokens, tokens), tf.concat([tf.sin(angles), tf.cos(angles)], 1));
      for (const layer of layers) {
        const qkv = dense(layerNorm(x, layer.attentionNorm), layer.qkv);
        const width = qkv.shape[1] / 3;
        const [q, k, v] = tf
          .split(qkv, 3, 1)
          .map((/** @type {any} */ t) => tf.transpose(tf.reshape(t, [n, HEADS, width / HEADS]), [1, 0, 2]));
        const attention = tf.softmax(tf.matMul(tf.mul(q, layer.scale), k, false, true));
        const mixed = tf.reshape(tf.transpose(tf.matMul(attention, v), [1, 0, 2]), [n, width]);
        const residual = layer.residual ? dense(x, layer.residual) : x;
        x = tf.add(dense(mixed, layer.output), residual);
        x = tf.add(dense(dense(layerNorm(x, layer.ffnNorm), layer.ffn1, "relu"), layer.ffn2), x);
      }
      const hidden = tf.tanh(dense(tf.mean(x, 0, true), tanhLayer));
      const length = tf.sqrt(tf.maximum(tf.sum(tf.square(hidden)), smallest));
      return Float32Array.from(tf.div(hidden, length).dataSync());
    });
  };
}

module.exports = { forwardPass };
