// What the middleware adds to a request. Module augmentation keeps handlers typed without casts.
export interface SessionUser {
  uid: string;
  email: string | null;
  isAdmin: boolean;
  name: string | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by `sessionAuth` when a valid `__session` cookie came with the request. */
    user?: SessionUser;
    /** Set by the Cloud Functions runtime, which reads the body before our app sees it. */
    rawBody?: Buffer;
  }
}
