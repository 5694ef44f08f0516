// React and React DOM, run by the page's entry (main.tsx) before the app: a chunk of their own
// (vite.config.ts, REACT_RUNTIME), so their evaluation and the app's are two tasks, not one long one.
import 'react';
import 'react-dom/client';
