// What Error Reporting needs from a log entry: the stack as its message, and the event's @type.
import { describe, expect, it } from 'vitest';
import { errorMessage, REPORTED_ERROR_EVENT_TYPE, reportedErrorEvent } from '../../functions/src/report-error';

describe('reported errors', () => {
  it("leads with the error's stack, or a name for what has none", () => {
    const error = new RangeError('out of range');
    expect(errorMessage(error)).toBe(error.stack);
    expect(errorMessage(error).split('\n')[0]).toBe('RangeError: out of range');
    expect(errorMessage('plain words')).toBe('Error: plain words');
    expect(errorMessage({ code: 7 })).toBe('Error: {"code":7}');
  });

  it('is a ReportedErrorEvent naming the service, the request and a location', () => {
    expect(
      reportedErrorEvent('Error: x\n    at f (a.js:1:1)', { service: 'api', method: 'POST', path: '/api/contact' }),
    ).toEqual({
      '@type': REPORTED_ERROR_EVENT_TYPE,
      message: 'Error: x\n    at f (a.js:1:1)',
      serviceContext: { service: 'api' },
      context: {
        httpRequest: { method: 'POST', url: '/api/contact', userAgent: undefined },
        reportLocation: { filePath: '/api/contact', lineNumber: 0, functionName: 'api' },
      },
    });
    expect(reportedErrorEvent('Error: y', { service: 'pages' }).context).toEqual({
      reportLocation: { filePath: 'pages', lineNumber: 0, functionName: 'pages' },
    });
  });
});
