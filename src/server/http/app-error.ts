/** Every error a handler raises on purpose carries one of these codes; one place maps them to HTTP. */
export const ERROR_STATUS = {
  bad_request: 400,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unavailable: 503,
  upstream_failed: 502,
  upstream_timeout: 504,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { issues?: { path: string; message: string }[]; content?: string } = {},
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError("not_found", `${what} was not found.`);
export const badRequest = (message: string) => new AppError("bad_request", message);
