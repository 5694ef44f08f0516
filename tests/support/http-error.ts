import { HttpError } from '../../functions/src/http-error';

/** The HttpError `work` fails with; any other outcome fails the test. */
export async function httpErrorOf(work: Promise<unknown>): Promise<HttpError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('resolved');
}
