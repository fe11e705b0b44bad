import { AppError } from "../../http/app-error.js";

export const modelTimeout = () =>
  new AppError("upstream_timeout", "I took too long to find my words. Please ask again in a moment.");

export const modelFailed = () =>
  new AppError(
    "upstream_failed",
    "My answer came out garbled and could not be checked against my writings. Please ask again.",
  );

/** The model's service refused or could not be reached (busy, overloaded, misconfigured): nothing to check. */
export const modelUnavailable = () =>
  new AppError(
    "upstream_failed",
    "I cannot find my words just now: the service I rely on is busy or out of reach. Please ask again in a moment.",
  );
