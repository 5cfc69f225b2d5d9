// Ports: the only ways the pure core reaches the outside. Adapters in lambdas/adapters implement them.

/** Text embeddings for segmentation: Bedrock Titan in AWS, a deterministic lexical embedding locally. */
export interface Embedder {
  /** Stable id recorded in the manifest ("local-lexical-v1", "amazon.titan-embed-text-v2:0"). */
  readonly id: string;
  /** One vector per text, same order; vectors of one embedder have one fixed dimension. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

/** The HMAC key behind surrogates: a local key file, or Secrets Manager in AWS. */
export interface KeyProvider {
  getKey(): Promise<Buffer>;
}
