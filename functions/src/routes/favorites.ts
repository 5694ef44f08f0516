import { FAVORITE_KINDS } from '@/domain/constants';
import type { FavoriteKind } from '@/domain/types';
import { Router, type Request } from 'express';
import type { Deps } from '../deps';
import { HttpError, routeParam } from '../http-error';
import { jsonBody } from '../middleware/json-body';
import { requireUser } from '../middleware/session';
import { listFavorites, listSavedIds, removeFavorite, saveFavorite } from '../services/favorites';

function kindOf(req: Request): FavoriteKind {
  const kind = routeParam(req.params, 'kind');
  if (!(FAVORITE_KINDS as readonly string[]).includes(kind)) {
    throw new HttpError(404, `Unknown favorites list: ${kind}`);
  }
  return kind as FavoriteKind;
}

export function favoriteRoutes({ db, config }: Deps): Router {
  const router = Router();

  // Every saved id in one answer, so public cards show their saved state for one call per page.
  router.get('/favorites', requireUser, async (req, res) => {
    res.json(await listSavedIds(db(), req.user!.uid));
  });

  router.get('/favorites/:kind', requireUser, async (req, res) => {
    const kind = kindOf(req);
    res.json(await listFavorites(db(), req.user!.uid, kind));
  });

  router.put('/favorites/:kind/:id', requireUser, jsonBody(config.jsonLimitBytes), async (req, res) => {
    await saveFavorite(db(), req.user!.uid, kindOf(req), routeParam(req.params, 'id'));
    res.status(204).end();
  });

  router.delete('/favorites/:kind/:id', requireUser, async (req, res) => {
    await removeFavorite(db(), req.user!.uid, kindOf(req), routeParam(req.params, 'id'));
    res.status(204).end();
  });

  return router;
}
