// Errors the owner must hear of, logged so Cloud Error Reporting groups and counts them: an ERROR
// entry in the ReportedErrorEvent shape, its message the stack trace. A stack nested in a field of
// the entry (as before) is not read by Error Reporting, and the error went unnoticed.
import { logger } from 'firebase-functions/logger';

export const REPORTED_ERROR_EVENT_TYPE =
  'type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent';

export interface ErrorContext {
  /** Which part failed: `api`, `pages`, or `pwa` for a reader's browser. Error Reporting's "service". */
  service: 'api' | 'pages' | 'pwa';
  method?: string;
  /** The path alone: a query string may hold a token or an address. */
  path?: string;
  userAgent?: string;
}

/** What Error Reporting reads from a structured log entry. */
export interface ReportedErrorEvent {
  '@type': typeof REPORTED_ERROR_EVENT_TYPE;
  message: string;
  serviceContext: { service: string };
  context: {
    httpRequest?: { method?: string; url?: string; userAgent?: string };
    /** Where, when the message holds no stack trace Error Reporting can parse. */
    reportLocation: { filePath: string; lineNumber: number; functionName: string };
  };
}

/** The stack as Error Reporting wants it: "Name: message" then the frames. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.stack || `${error.name}: ${error.message}`;
  return `Error: ${typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error))}`;
}

export function reportedErrorEvent(message: string, context: ErrorContext): ReportedErrorEvent {
  const { service, method, path, userAgent } = context;
  return {
    '@type': REPORTED_ERROR_EVENT_TYPE,
    message,
    serviceContext: { service },
    context: {
      ...(method || path || userAgent ? { httpRequest: { method, url: path, userAgent } } : {}),
      reportLocation: { filePath: path ?? service, lineNumber: 0, functionName: service },
    },
  };
}

/** Logs one error event for Error Reporting, from a stack already in hand (a browser's report). */
export function logErrorEvent(stack: string, context: ErrorContext): void {
  // One JSON line, written as it is: the entry's message is the stack, and the other fields sit
  // beside it, where Error Reporting looks for @type and the context. (logger.error would put
  // "Error: " and its own frames in front of a string message, hiding the reader's stack.)
  logger.write({ severity: 'ERROR', ...reportedErrorEvent(stack, context) });
}

/** Logs one error the server caught, for Error Reporting. */
export function reportError(error: unknown, context: ErrorContext): void {
  logErrorEvent(errorMessage(error), context);
}
