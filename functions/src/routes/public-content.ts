// The public reads' GET routes, one per entry of the table (src/domain/public-reads), each with
// its entry's path, parameters and Cache-Control.
import { API_PREFIX, pathParameters, publicReadRequest } from '@/domain/public-reads';
import { Router } from 'express';
import { routeParam } from '../http-error';
import { PUBLIC_CACHE } from '../middleware/cache';
import type { PublicReads } from '../services/public-reads';

export function publicContentRoutes(reads: PublicReads): Router {
  const router = Router();
  for (const { read, server } of reads.served) {
    router.get(read.path.slice(API_PREFIX.length), async (req, res) => {
      const inPath: Record<string, string> = {};
      for (const name of pathParameters(read)) inPath[name] = routeParam(req.params, name);
      // Express 5's simple parser gives strings, or arrays for repeated keys: the rules refuse those.
      const { answer, next } = await reads.answerWithNext(read, server.params ? { ...req.query, ...inPath } : inPath);
      res.setHeader('Cache-Control', read.cacheControl ?? PUBLIC_CACHE);
      if (next) {
        const { path, query } = publicReadRequest(read, next);
        res.setHeader('Link', `<${path}?${new URLSearchParams(query as Record<string, string>)}>; rel="next"`);
      }
      res.json(answer);
    });
  }
  return router;
}
