/** A failure a client caused, answered with the error envelope and this status. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 400 naming each field at fault. */
export function badRequest(message: string, errors?: Record<string, string>): AppError {
  return new AppError(400, message, errors);
}

/** 400 for one field: the message is the field's message. */
export function fieldError(field: string, message: string): AppError {
  return new AppError(400, message, { [field]: message });
}

export const unauthorized = (message = 'Please sign in.') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, message);
export const notFound = (what: string) => new AppError(404, `${what} not found.`);
export const conflict = (message: string) => new AppError(409, message);
export const tooLarge = (message: string) => new AppError(413, message);
export const unsupportedType = (message: string) => new AppError(415, message);
export const tooManyRequests = (message: string) => new AppError(429, message);
/** 503: this server cannot take work now (shutting down, its database gone); another may. */
export const unavailable = (message: string) => new AppError(503, message);
