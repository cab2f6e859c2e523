// The main process logs to stdout/stderr: the terminal in development, the system journal or
// ~/Library/Logs when packaged. The embedded server keeps its own pino logger.
export interface ShellLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: ShellLogger = {
  info: (message) => console.info(`[guardians-desktop] ${message}`),
  warn: (message) => console.warn(`[guardians-desktop] ${message}`),
  error: (message, error) => console.error(`[guardians-desktop] ${message}`, ...(error === undefined ? [] : [error])),
};
