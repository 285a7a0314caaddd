/** Where the server's endpoints, handlers and background work report what went wrong (the console, or nothing in tests). */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}
