import { onRequest } from 'firebase-functions/v2/https';
import { getFirestore } from 'firebase-admin/firestore';
import { initializeApp } from 'firebase-admin/app';
initializeApp();
export const api = onRequest(async (req, res) => {
  const snap = await getFirestore().collection('posts').get();
  res.json({ path: req.path, n: snap.size });
});
